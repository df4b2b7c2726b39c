#!/usr/bin/env bash
# Builds FloorDesk for Linux x86_64 into dist/:
#   floordesk-VERSION-linux-x86_64.tar.xz   the one-folder bundle; unpack anywhere, run floordesk-VERSION/floordesk
#   floordesk_VERSION_amd64.deb             installs the bundle in /opt/floordesk, /usr/bin/floordesk,
#                                           a menu entry and icons; removing it leaves each user's data alone
# Usage: bash packaging/build-linux.sh   (needs uv and dpkg-deb; PyInstaller comes from the `packaging` group)
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/linux
rm -rf "$build"
mkdir -p "$build" dist

echo "== PyInstaller (packaging/floordesk.spec)"
uv run --group packaging pyinstaller --noconfirm --log-level WARN \
    --distpath "$build/bundle" --workpath "$build/work" packaging/floordesk.spec
bundle=$build/bundle/floordesk
version=$("$bundle/floordesk" --version | cut -d' ' -f2)
# A library left out on purpose can leave a link to it behind; a link to nothing is a broken bundle.
dangling=$(find "$bundle" -xtype l)
if [[ -n $dangling ]]; then
    echo "links to nothing in the bundle:" >&2
    echo "$dangling" >&2
    exit 1
fi

# xz -3: within 10% of -6's size at a third of its time (the whole build runs in CI).
archive=dist/floordesk-$version-linux-x86_64.tar.xz
echo "== $archive"
tar -C "$build/bundle" --sort=name --owner=0 --group=0 --numeric-owner --transform "s,^floordesk,floordesk-$version," \
    -cf - floordesk | xz -3 -T0 >"$archive"
# The issue's size targets (packaging/README.md, "Measured"), checked by every build, not only by the benchmark.
uv run python packaging/bundle.py "$bundle" "$archive"

package=dist/floordesk_${version}_amd64.deb
echo "== $package"
root=$build/deb
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
    "$root/usr/share/icons/hicolor/scalable/apps"
mv "$bundle" "$root/opt/floordesk"
# The bundle finds its files next to its real path, so a link on PATH is enough.
ln -s /opt/floordesk/floordesk "$root/usr/bin/floordesk"
install -m 644 packaging/linux/floordesk.desktop "$root/usr/share/applications/floordesk.desktop"
install -m 644 resources/icons/floordesk.svg "$root/usr/share/icons/hicolor/scalable/apps/floordesk.svg"
# PNG sizes too, for desktops and docks that do not draw SVG icons.
uv run python packaging/make_icons.py "$build/icons"
cp -r "$build/icons/hicolor" "$root/usr/share/icons/"
chmod -R u+rw,go-w,a+rX "$root"
# What the bundle does not carry: the C library (glibc >= 2.36: it was built on Debian 12), OpenGL/EGL,
# the X11/xcb libraries Qt's xcb platform links (listed whole, whether or not the build machine let
# PyInstaller copy some of them), fonts, and CUPS (bundle.SYSTEM_LIBRARIES). Debian's icon and menu
# caches refresh by their own triggers.
cat >"$root/DEBIAN/control" <<EOF
Package: floordesk
Version: $version
Architecture: amd64
Maintainer: FloorDesk <floordesk@floordesk.invalid>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: libc6 (>= 2.36), libgl1, libegl1, libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4,
 libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render-util0, libxcb-shape0, libxcb-xkb1,
 libxkbcommon-x11-0, libfontconfig1, fontconfig-config, fonts-dejavu-core, libcups2
Section: misc
Priority: optional
Description: desk for poker tournament floor supervisors
 FloorDesk shows a disputed table, works out the ruling from the 2009 World
 Series of Poker tournament rules, Section VI (rules 44-52), and keeps every
 ruling in a local, hash-chained incident log. It works fully offline.
 .
 Each user's data stays in their own folders (~/.local/share/FloorDesk,
 ~/.config/FloorDesk, ~/.local/state/FloorDesk); removing the package
 leaves it there.
EOF
if command -v desktop-file-validate >/dev/null 2>&1; then
    desktop-file-validate "$root/usr/share/applications/floordesk.desktop"
fi
# zstd: a few seconds where xz takes a minute; dpkg reads it since Debian 12, which the bundle needs anyway.
dpkg-deb --root-owner-group -Zzstd -z10 --build "$root" "$package" >/dev/null

ls -l "$archive" "$package"
