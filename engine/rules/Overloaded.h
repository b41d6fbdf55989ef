#pragma once

namespace arcs {

// One visitor from several lambdas, for std::visit over the entries.
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };

} // namespace arcs
