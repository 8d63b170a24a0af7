#!/bin/sh
# Cross-builds Casebook for 64-bit Windows on Linux and makes its installer:
#
#   sh packaging/windows/build.sh        ->  target/windows/Casebook-<version>-setup.exe
#
# casebook.exe is the release build for x86_64-pc-windows-gnu, with its icon, version
# information and manifest (build.rs); casebook.com is the console program a terminal runs for
# `casebook` (packaging/windows/console). Both are stripped; the installer is NSIS
# (casebook.nsi), which takes the licences and the law texts' notice too.
#
# Needs the Rust target (`rustup target add x86_64-pc-windows-gnu`) and Debian's
# gcc-mingw-w64-x86-64 (the linker, windres and strip) and nsis (makensis).
set -eu
cd "$(dirname "$0")/../.."
target=x86_64-pc-windows-gnu
fail() { echo "build.sh: $*" >&2; exit 1; }

for tool in x86_64-w64-mingw32-gcc x86_64-w64-mingw32-windres x86_64-w64-mingw32-strip makensis; do
    command -v "$tool" >/dev/null 2>&1 ||
        fail "$tool is missing (Debian: apt-get install gcc-mingw-w64-x86-64 nsis)"
done
rustup target list --installed 2>/dev/null | grep -qx "$target" ||
    fail "the Rust target $target is missing (rustup target add $target)"

export CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER="${CARGO_TARGET_X86_64_PC_WINDOWS_GNU_LINKER:-x86_64-w64-mingw32-gcc}"
# CASEBOOK_WINDOWS_PROFILE=windows-ci (continuous integration's) builds the same program with
# less optimisation, faster; a release is built with the release profile.
profile="${CASEBOOK_WINDOWS_PROFILE:-release}"
cargo build --profile "$profile" --locked --target "$target" -p casebook-app -p casebook-console --bin casebook --bin casebook-console

pkgid=$(cargo pkgid -p casebook-app)
version=${pkgid##*@}
built="target/$target/$profile"
out="$PWD/target/windows"
stage="$out/stage"
rm -rf "$stage"
mkdir -p "$stage"
x86_64-w64-mingw32-strip -o "$stage/casebook.exe" "$built/casebook.exe"
x86_64-w64-mingw32-strip -o "$stage/casebook.com" "$built/casebook-console.exe"
cp LICENSE-MIT "$stage/LICENSE-MIT.txt"
cp LICENSE-APACHE "$stage/LICENSE-APACHE.txt"
cp assets/fonts/LICENSE-DejaVu.txt "$stage/"
cp assets/laws/NOTICE.md "$stage/LAW-TEXTS.md"
cp README.md "$stage/"
# The user guide as HTML (both books, their pictures), written by a build for this machine:
# the one already built, or a debug build made now.
host=""
for built in target/release/casebook target/debug/casebook; do
    [ -x "$built" ] && { host=$built; break; }
done
if [ -z "$host" ]; then
    cargo build --locked --bin casebook
    host=target/debug/casebook
fi
"$host" guide --out "$stage/guide" >/dev/null

# Where the release files are handed out, from its one place (empty: nowhere public, and the
# installer names no address).
download=$(sed -n 's/^pub const DOWNLOAD_ADDRESS: &str = "\(.*\)";$/\1/p' casebook/src/release.rs)
setup="$out/Casebook-$version-setup.exe"
makensis -V2 -INPUTCHARSET UTF8 \
    -DVERSION="$version" -DSTAGE="$stage" -DOUTFILE="$setup" -DICON="$PWD/assets/icons/casebook.ico" \
    ${download:+-DDOWNLOAD="$download"} \
    packaging/windows/casebook.nsi
echo "$setup"
