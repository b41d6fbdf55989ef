#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up of arcs-companion beside a bare Qt Quick Controls window (tests/benchmarks/
# bare_window.cpp), in one run, taking turns: each starts, shows its first frame, writes it and
# exits. A third row, "text only", is the bare window showing the app's first frame's text and
# nothing else (first_frame_text.qml): what any page with that text costs, whatever it is built
# with. The last line is the app over the bare window round by round, which a machine whose
# speed drifts during the run (a shared virtual machine) moves least.
# arcs-companion reopens the last game of a library holding a played game, as at the table.
# Measured to the first frame (ARCS_STARTUP_REPORT, app/gui/StartupReport.h: from the launch
# to the frame, the CPU spent and the peak memory by then), and for the whole run (time(1):
# the screenshot's encoding and the exit included).
# BASELINE, another arcs-companion (an earlier build's, copied aside), takes its turn in each
# round too, on the same library: its row and its ratio to the bare window follow the app's.
# Usage: tests/benchmarks/startup.sh [BUILD_DIR] [RUNS] [BASELINE]  (offscreen; needs /usr/bin/time)
set -euo pipefail
build=${1:-build}; runs=${2:-10}; baseline=${3:-}
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
app=$build/app/arcs-companion; bare=$build/tests/bare_window
"$app" --demo --library "$work/library.sqlite" --screenshot "$work/first.png" # the library
median() { sort -n | sed -n "$(((runs + 1) / 2))p"; }
run() { # appends one run to $1: to the frame (wall s, CPU s, peak MiB), then the whole run (wall s)
  local runs_file=$1
  shift
  launched=$(date +%s%N)
  ARCS_STARTUP_REPORT="$work/report" /usr/bin/time -f "%e" -o "$work/t" "$@" >/dev/null 2>&1
  read -r framed cpu kib <"$work/report"
  echo "$(echo "($framed - $launched) / 1000000000" | bc -l) $cpu $((kib / 1024)) $(cat "$work/t")" \
    >>"$runs_file"
}
medians() { # of each column of a runs file
  printf '%.3f %.3f %s %s\n' "$(cut -d' ' -f1 "$1" | median)" "$(cut -d' ' -f2 "$1" | median)" \
    "$(cut -d' ' -f3 "$1" | median)" "$(cut -d' ' -f4 "$1" | median)"
}
"$bare" "$work/text.png" "$(dirname "$0")/first_frame_text.qml" # its QML compiled and cached
# One run of each in turn: a machine slower for a while slows all three alike.
: >"$work/bare" && : >"$work/text" && : >"$work/app" && : >"$work/baseline"
for ((i = 0; i < runs; i++)); do
  run "$work/bare" "$bare" "$work/bare.png"
  run "$work/text" "$bare" "$work/text.png" "$(dirname "$0")/first_frame_text.qml"
  run "$work/app" "$app" --library "$work/library.sqlite" --screenshot "$work/app.png"
  if [[ -n $baseline ]]; then
    run "$work/baseline" "$baseline" --library "$work/library.sqlite" --screenshot "$work/app.png"
  fi
done
read -r bw bc bm bt < <(medians "$work/bare")
read -r tw tc tm tt < <(medians "$work/text")
read -r aw ac am at < <(medians "$work/app")
# The app's time to the frame over the bare window's in the same round, the median of the rounds.
paired=$(paste -d' ' "$work/bare" "$work/app" | awk '{print $5 / $1}' | median)
row() { printf '%-16s %14s %14s %14s %14s\n' "$@"; }
ratio() { # a row of times the bare window's
  awk -v n="$1" -v w="$2" -v c="$3" -v m="$4" -v t="$5" -v bw="$bw" -v bc="$bc" -v bm="$bm" -v bt="$bt" \
    'BEGIN {printf "%-16s %13.2fx %13.2fx %13.2fx %13.2fx\n", n, w/bw, c/bc, m/bm, t/bt}'
}
row "" "to frame: wall" "CPU s" "peak MiB" "whole run s"
row "bare window" "$bw" "$bc" "$bm" "$bt"
row "text only" "$tw" "$tc" "$tm" "$tt"
row "arcs-companion" "$aw" "$ac" "$am" "$at"
if [[ -n $baseline ]]; then
  read -r lw lc lm lt < <(medians "$work/baseline")
  row "baseline" "$lw" "$lc" "$lm" "$lt"
fi
ratio "text only ×" "$tw" "$tc" "$tm" "$tt"
ratio "arcs-companion ×" "$aw" "$ac" "$am" "$at"
if [[ -n $baseline ]]; then ratio "baseline ×" "$lw" "$lc" "$lm" "$lt"; fi
printf 'arcs-companion × bare, round by round (median): %.2fx\n' "$paired"
