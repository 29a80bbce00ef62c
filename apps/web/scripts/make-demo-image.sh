#!/usr/bin/env bash
# Makes public/media/demo/infografis-belajar.png, the infographic of the demo 'image' activities.
#
#   bash apps/web/scripts/make-demo-image.sh
#
# Needs ImageMagick 6 (Debian's imagemagick) and the DejaVu fonts (fonts-dejavu-core). The PNG carries no
# dates, so the same ImageMagick gives the same bytes.
set -euo pipefail
out="$(cd "$(dirname "$0")/../public/media/demo" && pwd)/infografis-belajar.png"
regular=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf

titles=("Tetapkan Tujuan" "Atur Jadwal" "Ingat Aktif" "Ulangi Berjarak" "Refleksikan")
details=(
  "Tulis target\nmingguan yang\nbisa diukur."
  "25-30 menit\nsetiap hari,\ndi jam yang sama."
  "Tutup materi,\ntulis ulang\npoin pentingnya."
  "Ulangi setelah\n1 hari, 3 hari,\nlalu 1 minggu."
  "Apa yang berhasil,\napa yang perlu\ndiubah?"
)

# five cards of 200 px with 20 px between them, centred on the 1200 px canvas
cards=()
for i in 0 1 2 3 4; do
  x=$((60 + i * 220))
  cx=$((x + 100))
  cards+=(
    -fill white -stroke "#bfd6fe" -strokewidth 2 -draw "roundrectangle $x 200 $((x + 200)) 500 18,18"
    -stroke none -fill "#1d4ed8" -draw "circle $cx 262 $cx 224"
    -font "$bold" -pointsize 34 -fill white -gravity NorthWest -annotate "+$((cx - 11))+242" "$((i + 1))"
    -font "$bold" -pointsize 19 -fill "#172554" -gravity North -annotate "+$((cx - 600))+322" "${titles[$i]}"
    -font "$regular" -pointsize 18 -fill "#334155" -interline-spacing 6 -gravity North
    -annotate "+$((cx - 600))+372" "$(printf '%b' "${details[$i]}")"
  )
  if [ "$i" -lt 4 ]; then
    cards+=(-stroke none -fill "#facc15" -draw "polygon $((x + 205)),342 $((x + 215)),350 $((x + 205)),358")
  fi
done

convert -size 1200x675 xc:"#eff5ff" \
  -fill "#172554" -draw "rectangle 0 0 1200 160" \
  -fill "#facc15" -draw "rectangle 0 160 1200 166" \
  -font "$regular" -pointsize 20 -fill "#bfd6fe" -gravity NorthWest -annotate +60+38 "INFOGRAFIS KARIRMU" \
  -font "$bold" -pointsize 48 -fill white -gravity NorthWest -annotate +60+72 "5 Langkah Belajar Efektif" \
  "${cards[@]}" \
  -font "$regular" -pointsize 20 -fill "#1e3a8a" -gravity South -annotate +0+92 \
  "Sedikit demi sedikit, lama-lama menjadi bukit: 25 menit sehari lebih baik daripada 5 jam sebulan sekali." \
  -font "$regular" -pointsize 15 -fill "#64748b" -gravity South -annotate +0+48 \
  "Sumber: E-book Panduan Belajar Efektif, Karirmu" \
  -strip -define png:exclude-chunks=date,time -colors 128 -depth 8 \
  "$out"
echo "wrote $out: $(stat -c %s "$out") bytes"
