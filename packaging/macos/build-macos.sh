#!/usr/bin/env bash
# Builds FloorDesk for macOS into dist/: FloorDesk.app and FloorDesk-VERSION-macos-ARCH.dmg.
# Run on a Mac, from anywhere: bash packaging/macos/build-macos.sh (needs uv; hdiutil comes with macOS).
# The app is for the architecture of the Python uv runs (arm64 on Apple silicon).
#
# Signing: PyInstaller signs the bundle ad hoc, which runs on the Mac that built it; on other Macs
# Gatekeeper asks the user to allow it (right-click, Open). With a Developer ID certificate set
#   FLOORDESK_SIGN_IDENTITY="Developer ID Application: ..." and, to notarise,
#   FLOORDESK_NOTARY_PROFILE=<a profile stored with `xcrun notarytool store-credentials`>.
set -euo pipefail
cd "$(dirname "$0")/../.."

rm -rf build/floordesk dist/floordesk dist/FloorDesk.app
uv run --group packaging pyinstaller --noconfirm --log-level WARN packaging/floordesk.spec
app=dist/FloorDesk.app
program=$app/Contents/MacOS/floordesk
version=$("$program" --version | cut -d' ' -f2)
"$program" --self-test

if [[ -n ${FLOORDESK_SIGN_IDENTITY:-} ]]; then
    codesign --force --deep --options runtime --timestamp --sign "$FLOORDESK_SIGN_IDENTITY" "$app"
    codesign --verify --deep --strict "$app"
fi

dmg=dist/FloorDesk-$version-macos-$(uname -m).dmg
staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
# The usual drag-to-install window: the app beside a link to /Applications.
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "FloorDesk $version" -srcfolder "$staging" -fs HFS+ -format UDZO "$dmg"

if [[ -n ${FLOORDESK_NOTARY_PROFILE:-} ]]; then
    xcrun notarytool submit "$dmg" --keychain-profile "$FLOORDESK_NOTARY_PROFILE" --wait
    xcrun stapler staple "$dmg"
fi
ls -l "$dmg"
