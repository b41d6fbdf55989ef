// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReachSystem.h"

#include "rules/EntryWords.h"

QString ReachSystem::word() const {
    return m_id ? arcs::systemWord(*m_id) : QString();
}
