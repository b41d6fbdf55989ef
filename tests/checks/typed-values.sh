#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The controllers hand QML typed values (gadgets with named properties), never maps built of
# keys: a key typed wrong in C++ or QML fails silently. What QML hands in as a JS object stays a
# QVariantMap parameter (Qt 6.4 cannot make a value type from one).
set -uo pipefail
source=$1
found=$(grep -nE 'QVariantMap[[:space:]]*\{|QVariantMap[[:space:]]+[A-Za-z_:]+[[:space:]]*\(|QVariantMap[[:space:]]+[A-Za-z_]+[[:space:]]*[;=]|toMap\(\)' \
    "$source"/app/controllers/*.cpp "$source"/app/controllers/*.h)
if [ -n "$found" ]; then
    echo "$found"
    echo "typed-values: a map built in app/controllers; give QML a Q_GADGET value instead"
    exit 1
fi
echo "typed-values: no map built in app/controllers"
