#!/bin/sh
# A release's files, made from a clean tree:
#
#   sh packaging/release.sh      ->  target/dist/<version>/
#
#     Casebook-<version>-setup.exe     the Windows installer (packaging/windows/build.sh)
#     casebook_<version>-1_amd64.deb   the Debian package (packaging/build-deb.sh), checked
#     SHA256SUMS                       the sums of both, as `sha256sum -c` reads them
#     RELEASE-NOTES.md                 the version's section of CHANGELOG.md
#
# The version comes from one place, `version` in the workspace's Cargo.toml; CHANGELOG.md must
# have its section (`## [<version>] - <date>`), and the tree must hold no change not committed,
# so that the files are what the commit says. Needs what the two packaging scripts need.
set -eu
cd "$(dirname "$0")/.."
fail() { echo "release.sh: $*" >&2; exit 1; }

[ -z "$(git status --porcelain)" ] || fail "the tree has changes not committed (git status): commit or stash them first"
pkgid=$(cargo pkgid -p casebook-app)
version=${pkgid##*@}
notes=$(awk -v version="$version" '
    $0 ~ "^## \\[" version "\\]" { found = 1; print; next }
    found && /^## \[/ { exit }
    found && /^\[[^]]*\]: / { exit }
    found { print }
' CHANGELOG.md)
[ -n "$notes" ] || fail "CHANGELOG.md has no section \"## [$version]\": move the Unreleased items under it, with the date"
case "$(printf '%s\n' "$notes" | head -n 1)" in
    *"] - "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*) ;;
    *) fail "CHANGELOG.md's section for $version has no release date (## [$version] - YYYY-MM-DD)" ;;
esac

out="target/dist/$version"
rm -rf "$out"
mkdir -p "$out"

sh packaging/build-deb.sh release
deb=target/debian/casebook_${version}-1_amd64.deb
[ -f "$deb" ] || fail "the Debian package is not $deb"
sh packaging/check-deb.sh "$deb"
cp "$deb" "$out/"

sh packaging/windows/build.sh
setup="target/windows/Casebook-$version-setup.exe"
[ -f "$setup" ] || fail "the installer is not $setup"
cp "$setup" "$out/"

printf '%s\n' "$notes" >"$out/RELEASE-NOTES.md"
(cd "$out" && sha256sum "Casebook-$version-setup.exe" "casebook_${version}-1_amd64.deb" >SHA256SUMS)
(cd "$out" && sha256sum -c SHA256SUMS >/dev/null) || fail "the sums do not check"
echo "release.sh: $out"
ls -l "$out"
