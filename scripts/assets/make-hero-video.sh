#!/usr/bin/env bash
# Regenerates the hero background video and its posters in public/media/.
# Needs Debian's ffmpeg (apt-get install -y ffmpeg). Run from anywhere:
#   bash scripts/assets/make-hero-video.sh
#
# The picture is computed, not filmed: soft sea-green and sand glows drifting over
# slow teal waves. Every term is a function of sin/cos(2*PI*T/PERIOD) (or of whole
# multiples of it), and PERIOD * FPS frames are rendered, so frame PERIOD*FPS would
# be frame 0 again: the clip loops seamlessly. It is rendered small (320x180) and
# scaled up, which keeps it soft and quick to make.
set -euo pipefail

cd "$(dirname "$0")/../.."
OUT=public/media
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

PERIOD=9 # seconds
FPS=24
FRAMES=$((PERIOD * FPS)) # 216
SMALL=320x180

# Palette: deep teal 8,62,66; teal #0f5f63 = 15,95,99; sea-green #d8efe9 = 216,239,233;
# sand #f4ede1 = 244,237,225.
# st(0): phase; st(1): wave (0..1); st(2): sea-green glow; st(3): sand glow; st(4): sea-green band.
COMMON="st(0,2*PI*T/${PERIOD});\
st(1,0.5+0.5*sin(2*PI*(1.1*X/W+0.5*Y/H)-ld(0)));\
st(2,0.55*exp(-(pow((X/W-0.30-0.14*sin(ld(0)))*1.78,2)+pow(Y/H-0.42-0.12*cos(ld(0)),2))/0.10));\
st(3,0.42*exp(-(pow((X/W-0.72-0.12*cos(ld(0)+1))*1.78,2)+pow(Y/H-0.62-0.10*sin(2*ld(0)),2))/0.06));\
st(4,0.10*(0.5+0.5*sin(2*PI*(0.7*X/W-1.2*Y/H)+ld(0)+2)));"
# channel DEEP TEAL SEA SAND -> expression
chan() {
  echo "${COMMON}st(5,$1+($2-$1)*ld(1));st(5,ld(5)+($3-ld(5))*min(1,ld(2)+ld(4)));ld(5)+($4-ld(5))*ld(3)"
}
R=$(chan 8 15 216 244)
G=$(chan 62 95 239 237)
B=$(chan 66 99 233 225)

# 1. Lossless small source, exactly one period long.
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=${SMALL}:r=${FPS},format=gbrp,geq=r='${R}':g='${G}':b='${B}'" \
  -frames:v "$FRAMES" -c:v ffv1 "$TMP/src.mkv"

SCALE="scale=1280:720:flags=bicubic,format=yuv420p"

# 2. WebM (VP9), no audio.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/src.mkv" -vf "$SCALE" -r "$FPS" \
  -c:v libvpx-vp9 -b:v 0 -crf 36 -row-mt 1 -deadline good -cpu-used 1 -g "$FRAMES" \
  -an "$OUT/hero.webm"

# 3. MP4 (H.264 constrained baseline, yuv420p, moov atom first), no audio.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/src.mkv" -vf "$SCALE" -r "$FPS" \
  -c:v libx264 -profile:v baseline -level 3.1 -preset veryslow -crf 35 -g "$FRAMES" \
  -movflags +faststart -an "$OUT/hero.mp4"

# 4. Posters: the first frame, 1280x720.
ffmpeg -hide_banner -loglevel error -y -i "$TMP/src.mkv" -frames:v 1 \
  -vf "scale=1280:720:flags=bicubic" "$TMP/poster.png"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/poster.png" -c:v libwebp -quality 70 \
  "$OUT/hero-poster.webp"
ffmpeg -hide_banner -loglevel error -y -i "$TMP/poster.png" -q:v 5 "$OUT/hero-poster.jpg"

ls -l "$OUT"
