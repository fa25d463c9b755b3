#!/usr/bin/env bash
# Recreates every file under mocks/public/media/ (the seed's pictures, videos and audio), deterministically.
#
# Needs ImageMagick 6 (/usr/bin/convert), cwebp and ffmpeg with libx264 and libmp3lame; on Debian:
#   apt-get install -y imagemagick webp ffmpeg
# Run from anywhere: bash mocks/seed/make-media.sh
# The pictures are abstract editorial placeholders (gradients and shapes, one palette per section, no text).
# Their sizes are the ones written in mocks/seed/media.ts: change both together.
set -euo pipefail

CONVERT=/usr/bin/convert # /usr/local/bin/convert may be a stand-in: use ImageMagick's own
for tool in "$CONVERT" cwebp ffmpeg; do
  command -v "$tool" >/dev/null || { echo "make-media.sh: $tool is missing (apt-get install -y imagemagick webp ffmpeg)" >&2; exit 1; }
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../public/media" 2>/dev/null && pwd || true)"
if [ -z "$ROOT" ]; then
  mkdir -p "$(dirname "${BASH_SOURCE[0]}")/../public/media"
  ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../public/media" && pwd)"
fi
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
rm -rf "${ROOT:?}"/{articles,banners,commercial,galleries,videos,authors,audio}
mkdir -p "$ROOT"/{articles,banners,commercial,galleries,videos,authors,audio}

# A small linear congruential generator: the same seed gives the same shapes on every machine.
SEED=1
reseed() { SEED=$(( $(printf '%s' "$1" | cksum | cut -d' ' -f1) & 0x7fffffff )); }
# rnd N: sets R to 0..N-1
rnd() { SEED=$(( (SEED * 1103515245 + 12345) & 0x7fffffff )); R=$(( (SEED >> 8) % $1 )); }

# hex colour + alpha (0-100) -> rgba()
rgba() {
  local hex=${1#\#}
  printf 'rgba(%d,%d,%d,%s)' "0x${hex:0:2}" "0x${hex:2:2}" "0x${hex:4:2}" "$(awk "BEGIN{printf \"%.2f\", $2/100}")"
}

# shapes STYLE W H C1 C2 C3: prints ImageMagick -draw arguments for one composition
shapes() {
  local style=$1 w=$2 h=$3 c1=$4 c2=$5 c3=$6 i n x y r x2 y2
  case $style in
    circles)
      rnd 3; n=$(( 3 + R ))
      for ((i = 0; i < n; i++)); do
        rnd "$w"; x=$R; rnd "$h"; y=$R; rnd $(( h / 2 )); r=$(( h / 6 + R ))
        rnd 40; local a=$(( 25 + R ))
        if (( i % 2 )); then printf -- "-fill '%s' -draw 'circle %d,%d %d,%d' " "$(rgba "$c3" $a)" $x $y $(( x + r )) $y
        else printf -- "-fill '%s' -draw 'circle %d,%d %d,%d' " "$(rgba "$c2" $a)" $x $y $(( x + r )) $y; fi
      done ;;
    bands)
      rnd 3; n=$(( 3 + R ))
      for ((i = 0; i < n; i++)); do
        rnd "$w"; x=$(( R - w / 4 )); rnd $(( w / 5 )); local bw=$(( w / 12 + R ))
        rnd 35; local a=$(( 20 + R ))
        local col=$c3; (( i % 2 )) && col=$c2
        printf -- "-fill '%s' -draw 'polygon %d,%d %d,%d %d,%d %d,%d' " "$(rgba "$col" $a)" \
          $x $h $(( x + bw )) $h $(( x + bw + h )) 0 $(( x + h )) 0
      done ;;
    hills)
      local layer base amp
      for layer in 0 1 2; do
        base=$(( h * (45 + layer * 17) / 100 )); rnd $(( h / 6 )); amp=$(( h / 10 + R ))
        local pts="0,$h" step=$(( w / 8 ))
        for ((x = 0; x <= w; x += step)); do
          rnd "$amp"; y=$(( base - R )); pts="$pts $x,$y"
        done
        pts="$pts $w,$h"
        local col=$c2; (( layer == 1 )) && col=$c3; (( layer == 2 )) && col=$c1
        printf -- "-fill '%s' -draw 'polygon %s' " "$(rgba "$col" $(( 45 + layer * 15 )))" "$pts"
      done
      rnd "$w"; x=$R; y=$(( h / 4 )); r=$(( h / 9 ))
      printf -- "-fill '%s' -draw 'circle %d,%d %d,%d' " "$(rgba "#fff8e7" 70)" $x $y $(( x + r )) $y ;;
    tiles)
      local cols=6 rows=3 cw ch
      cw=$(( w / cols )); ch=$(( h / rows ))
      for ((i = 0; i < cols * rows; i++)); do
        rnd 100; (( R < 45 )) && continue
        x=$(( (i % cols) * cw )); y=$(( (i / cols) * ch ))
        rnd 3; local col=$c2; (( R == 1 )) && col=$c3; (( R == 2 )) && col="#ffffff"
        rnd 30; local a=$(( 15 + R ))
        printf -- "-fill '%s' -draw 'roundrectangle %d,%d %d,%d 14,14' " "$(rgba "$col" $a)" \
          $(( x + 8 )) $(( y + 8 )) $(( x + cw - 8 )) $(( y + ch - 8 ))
      done ;;
    rings)
      rnd "$w"; x=$R; rnd "$h"; y=$R
      for ((i = 6; i >= 1; i--)); do
        r=$(( i * h / 5 ))
        local col=$c2; (( i % 2 )) && col=$c3
        printf -- "-fill '%s' -draw 'circle %d,%d %d,%d' " "$(rgba "$col" $(( 12 + i * 3 )))" $x $y $(( x + r )) $y
      done ;;
  esac
}

# picture NAME STYLE W H C1 C2 C3 -> NAME.jpg and NAME.webp of the same picture
picture() {
  local name=$1 style=$2 w=$3 h=$4 c1=$5 c2=$6 c3=$7
  reseed "$name"
  rnd 360; local angle=$R
  local draw
  draw="$(shapes "$style" "$w" "$h" "$c1" "$c2" "$c3")"
  eval "$CONVERT -size ${w}x${h} -define gradient:angle=$angle 'gradient:$c1-$c2' $draw \
    -blur 0x1.2 -seed $SEED -attenuate 0.18 +noise Gaussian -depth 8 '$TMP/pic.png'"
  "$CONVERT" "$TMP/pic.png" -strip -sampling-factor 4:2:0 -interlace JPEG -quality 78 "$ROOT/$name.jpg"
  cwebp -quiet -q 72 -m 6 "$TMP/pic.png" -o "$ROOT/$name.webp"
}

# Palettes: dark, mid, accent — one per section.
declare -A PAL=(
  [world]="#1d3557 #457b9d #a8dadc"
  [culture]="#5f0f40 #9a031e #fb8b24"
  [travel]="#e76f51 #f4a261 #2a9d8f"
  [technology]="#240046 #5a189a #4cc9f0"
  [business]="#264653 #2a9d8f #e9c46a"
  [lifestyle]="#606c38 #dda15e #fefae0"
  [video]="#03045e #0077b6 #90e0ef"
  [pictures]="#3d405b #e07a5f #f2cc8f"
)
STYLES=(circles bands hills tiles)

# 24 article pictures, 1600x900 (the lead picture is 720 px wide on a desktop, so 1440 on a 2x screen; the
# smaller renditions are made from these by mocks/seed/make-renditions.ts): a01–a04 world, a05–a08 culture,
# a09–a12 travel, a13–a16 technology, a17–a20 business, a21–a24 lifestyle.
n=1
for section in world culture travel technology business lifestyle; do
  for style in "${STYLES[@]}"; do
    # shellcheck disable=SC2086
    picture "articles/$(printf 'a%02d' $n)" "$style" 1600 900 ${PAL[$section]}
    n=$(( n + 1 ))
  done
done

# 2 header banners, 1600x300.
picture banners/banner-1 bands 1600 300 "#1d3557" "#457b9d" "#f4a261"
picture banners/banner-2 hills 1600 300 "#5f0f40" "#e07a5f" "#f2cc8f"

# 6 sponsor pictures, 600x300.
picture commercial/c1 circles 600 300 "#0b3954" "#087e8b" "#ff5a5f"
picture commercial/c2 tiles 600 300 "#2b2d42" "#8d99ae" "#ef233c"
picture commercial/c3 rings 600 300 "#3c1642" "#086375" "#affc41"
picture commercial/c4 hills 600 300 "#283618" "#606c38" "#dda15e"
picture commercial/c5 bands 600 300 "#14213d" "#fca311" "#e5e5e5"
picture commercial/c6 circles 600 300 "#6a040f" "#d00000" "#ffba08"

# 4 galleries of 6 pictures, 800x600.
GALLERY_PALETTES=(
  "#22577a #38a3a5 #c7f9cc"
  "#3d405b #e07a5f #f2cc8f"
  "#10002b #7b2cbf #e0aaff"
  "#7f4f24 #b6ad90 #ede0d4"
)
GALLERY_STYLES=(hills rings circles bands tiles hills)
for g in 1 2 3 4; do
  for p in 1 2 3 4 5 6; do
    # shellcheck disable=SC2086
    picture "galleries/g$g-$p" "${GALLERY_STYLES[$(( (p + g) % 6 ))]}" 800 600 ${GALLERY_PALETTES[$(( g - 1 ))]}
  done
done

# 5 author avatars, 96x96.
AVATAR_PALETTES=("#1d3557 #e63946 #f1faee" "#264653 #e9c46a #f4a261" "#5f0f40 #fb8b24 #ffd6a5" "#240046 #4cc9f0 #caf0f8" "#606c38 #dda15e #fefae0")
for a in 1 2 3 4 5; do
  # shellcheck disable=SC2086
  picture "authors/au$a" rings 96 96 ${AVATAR_PALETTES[$(( a - 1 ))]}
done

# 3 videos, 480x270, H.264, moving gradients; a poster (the first second's frame) for each.
# video NAME SECONDS TYPE COLOURS...
video() {
  local name=$1 seconds=$2 type=$3 c0=$4 c1=$5 c2=$6 c3=$7
  ffmpeg -v error -y -f lavfi \
    -i "gradients=s=480x270:rate=24:duration=$seconds:speed=0.03:type=$type:n=4:c0=$c0:c1=$c1:c2=$c2:c3=$c3:seed=7" \
    -vf "noise=alls=6:allf=t,format=yuv420p" -c:v libx264 -profile:v main -preset veryslow -crf 24 -threads 1 \
    -g 48 -movflags +faststart -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$ROOT/videos/$name.mp4"
  ffmpeg -v error -y -ss 1 -i "$ROOT/videos/$name.mp4" -frames:v 1 "$TMP/poster.png"
  "$CONVERT" "$TMP/poster.png" -strip -interlace JPEG -quality 82 "$ROOT/videos/$name-poster.jpg"
  cwebp -quiet -q 75 "$TMP/poster.png" -o "$ROOT/videos/$name-poster.webp"
}
video v1 5 linear 0x03045e 0x0077b6 0x90e0ef 0x00b4d8
video v2 4 radial 0x3d405b 0xe07a5f 0xf2cc8f 0x81b29a
video v3 6 spiral 0x10002b 0x7b2cbf 0xe0aaff 0x5a189a

# The main page's audio: a 15-second pentatonic chime over a soft drone (mono MP3, 48 kbit/s). Note k of the
# melody is step (3k + k/8) mod 8 of the scale C D E G A C' A E, in semitones 0 2 4 7 9 12 9 4 above C5.
NOTE=0.625
ffmpeg -v error -y -f lavfi -i \
  "aevalsrc='st(0,floor(t/$NOTE));st(1,mod(ld(0)*3+floor(ld(0)/8),8));\
0.32*sin(2*PI*523.25*pow(2,(if(eq(ld(1),0),0,if(eq(ld(1),1),2,if(eq(ld(1),2),4,if(eq(ld(1),3),7,if(eq(ld(1),4),9,if(eq(ld(1),5),12,if(eq(ld(1),6),9,4))))))))/12)*t)*exp(-4*mod(t,$NOTE))\
+0.10*sin(2*PI*130.81*t)*(0.6+0.4*sin(2*PI*0.2*t))+0.06*sin(2*PI*196*t)':s=22050:d=15" \
  -af "afade=t=in:d=0.8,afade=t=out:st=13:d=2,lowpass=f=5000" -ac 1 -c:a libmp3lame -b:a 48k \
  -map_metadata -1 -fflags +bitexact "$ROOT/audio/welcome.mp3"

echo "media written to $ROOT (now make the renditions: npx tsx mocks/seed/make-renditions.ts)"
du -sh "$ROOT"
