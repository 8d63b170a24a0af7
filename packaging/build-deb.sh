#!/bin/sh
# Builds the Debian package into target/debian/: the binary, its manual page (generated from the
# command line's declaration), the user guide as HTML, the desktop entry and MIME types, the
# icons and the licences.
#
#   sh packaging/build-deb.sh [PROFILE]
#
# PROFILE is a cargo profile, release by default: the package to hand out. CI packages its dev
# build (cargo-deb warns that dev is not for releases) to check the package's layout and
# installation without a second compile. Needs cargo-deb (`cargo install cargo-deb --locked`)
# and dpkg-dev.
set -eu
profile=${1:-release}
cd "$(dirname "$0")/.."
cargo build --profile "$profile" --bin casebook
case "$profile" in
    dev) built=target/debug ;;
    *) built="target/$profile" ;;
esac
mkdir -p target/packaging
"$built/casebook" man | gzip -9n > target/packaging/casebook.1.gz
# The user guide as HTML, both books with their pictures: /usr/share/doc/casebook/guide, which
# Help › Guide (F1) opens.
rm -rf target/packaging/guide
"$built/casebook" guide --out target/packaging/guide >/dev/null
cargo deb --no-build --profile "$profile" --output target/debian/
