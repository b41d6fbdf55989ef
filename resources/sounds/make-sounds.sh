#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Synthesises the app's sound cues with sox (Debian package "sox"). The WAVs are committed, so
# building does not need sox; run this only to change a sound. Output: 22.05 kHz mono 16-bit.
set -euo pipefail
cd "$(dirname "$0")"
fmt=(-r 22050 -c 1 -b 16)

# Dice roll: a handful of short, filtered noise clicks with uneven gaps, like dice on a tray.
parts=()
for i in 0 1 2 3 4 5 6; do
  sox -n "${fmt[@]}" "/tmp/arcs-click$i.wav" synth 0.035 brownnoise highpass 900 fade 0 0.035 0.03 \
      vol "0.$((9 - i))" pad "0.0$((i * 13 % 7 + 2))"
  parts+=("/tmp/arcs-click$i.wav")
done
sox "${parts[@]}" "${fmt[@]}" dice-roll.wav norm -3
rm -f /tmp/arcs-click*.wav

# Hit: a low, quickly damped thud.
sox -n "${fmt[@]}" hit.wav synth 0.18 sine 110:55 fade 0 0.18 0.15 overdrive 8 norm -4

# Chapter-end chime: two soft bell tones, a fifth apart.
sox -n "${fmt[@]}" /tmp/arcs-bell1.wav synth 0.9 pluck E5 fade 0 0.9 0.8
sox -n "${fmt[@]}" /tmp/arcs-bell2.wav synth 1.2 pluck B5 fade 0 1.2 1.1 pad 0.25
sox -m /tmp/arcs-bell1.wav /tmp/arcs-bell2.wav "${fmt[@]}" chapter-chime.wav reverb 30 norm -3
rm -f /tmp/arcs-bell*.wav

# Countdown tick: a short woodblock-like click.
sox -n "${fmt[@]}" tick.wav synth 0.06 square 1200 fade 0 0.06 0.055 lowpass 3000 norm -6
