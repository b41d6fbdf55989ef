#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of arcs-companion beside a bare Qt Quick Controls window (tests/benchmarks/
# bare_window.cpp), in one run: each starts, shows its first frame, writes it and exits. A third
# row, "text only", is the bare window showing the app's first frame's text and nothing else
# (first_frame_text.qml): what any page with that text costs, whatever it is built with.
# arcs-companion reopens the last game of a library holding a played game, as at the table.
# Measured to the first frame (ARCS_STARTUP_REPORT, app/gui/StartupReport.h: from the launch
# to the frame, the CPU spent and the peak memory by then), and for the whole run (time(1):
# the screenshot's encoding and the exit included).
# Usage: tests/benchmarks/startup.sh [BUILD_DIR] [RUNS]    (offscreen; needs /usr/bin/time)
set -euo pipefail
build=${1:-build}; runs=${2:-10}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
app=$build/app/arcs-companion; bare=$build/tests/bare_window
"$app" --demo --library "$work/library.sqlite" --screenshot "$work/first.png" # the library
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }
column() { cut -d' ' -f"$1" "$work/runs" | median; }
measure() { # the medians: to the frame (wall s, CPU s, peak MiB), then the whole run (wall s)
  : >"$work/runs"
  for ((i = 0; i < runs; i++)); do
    launched=$(date +%s%N)
    ARCS_STARTUP_REPORT="$work/report" /usr/bin/time -f "%e" -o "$work/t" "$@" >/dev/null 2>&1
    read -r framed cpu kib <"$work/report"
    echo "$(echo "($framed - $launched) / 1000000000" | bc -l) $cpu $((kib / 1024)) $(cat "$work/t")" \
      >>"$work/runs"
  done
  printf '%.3f %.3f %s %s\n' "$(column 1)" "$(column 2)" "$(column 3)" "$(column 4)"
}
read -r bw bc bm bt < <(measure "$bare" "$work/bare.png")
"$bare" "$work/text.png" "$(dirname "$0")/first_frame_text.qml" # its QML compiled and cached
read -r tw tc tm tt < <(measure "$bare" "$work/text.png" "$(dirname "$0")/first_frame_text.qml")
read -r aw ac am at < <(measure "$app" --library "$work/library.sqlite" --screenshot "$work/app.png")
row() { printf '%-16s %14s %14s %14s %14s\n' "$@"; }
ratio() { # a row of times the bare window's
  awk -v n="$1" -v w="$2" -v c="$3" -v m="$4" -v t="$5" -v bw="$bw" -v bc="$bc" -v bm="$bm" -v bt="$bt" \
    'BEGIN {printf "%-16s %13.2fx %13.2fx %13.2fx %13.2fx\n", n, w/bw, c/bc, m/bm, t/bt}'
}
row "" "to frame: wall" "CPU s" "peak MiB" "whole run s"
row "bare window" "$bw" "$bc" "$bm" "$bt"
row "text only" "$tw" "$tc" "$tm" "$tt"
row "arcs-companion" "$aw" "$ac" "$am" "$at"
ratio "text only ×" "$tw" "$tc" "$tm" "$tt"
ratio "arcs-companion ×" "$aw" "$ac" "$am" "$at"
