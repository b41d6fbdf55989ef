// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace arcs {

// One visitor from several lambdas, for std::visit over the entries.
template <class... Ts> struct Overloaded : Ts... { using Ts::operator()...; };
// Spelled out for compilers without C++20 aggregate deduction (clang before 17: tests/fuzz).
template <class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

} // namespace arcs
