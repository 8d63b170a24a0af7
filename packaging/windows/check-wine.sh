#!/bin/sh
# Installs the Windows installer into a throwaway Wine prefix, silently as a user would deploy
# it, and checks the *installed* program against the Linux build on the same inputs: the
# version, a score, an adjusted score from a request written on Windows (CRLF, byte-order
# mark), the sample cases into a database at a path with a drive letter, backslashes, a space
# and Cyrillic letters, the import of a CRLF PBN file, the check, double dummy, the casebook in
# HTML and PDF, a database locked by another program; casebook.com in a terminal; the default
# database and the training cases' own in %APPDATA%; the guide installed beside the program; the
# next version's installer run over this one, the database kept; the registrations; the window
# under Xvfb (a screenshot is left in target/windows/window.png); then uninstalls and checks
# that the user's database is still there and still reads on Linux.
#
#   sh packaging/windows/check-wine.sh [SETUP.EXE [LINUX-CASEBOOK]]
#
# The setup defaults to the newest target/windows/Casebook-*-setup.exe, the Linux build to
# target/debug/casebook. Needs wine (Debian's wine and wine64), gcc-mingw-w64-x86-64, xvfb,
# xdotool, imagemagick and poppler-utils. Wine 8 lacks bcryptprimitives.dll's ProcessPrng,
# which Rust's standard library calls on Windows 10 and 11: a stand-in
# (wine/bcryptprimitives.c) is built into the test prefix only, never into the installer.
set -eu
cd "$(dirname "$0")/../.."
root=$PWD
setup=${1:-$(ls -t target/windows/Casebook-*-setup.exe 2>/dev/null | head -n 1)}
linux=${2:-target/debug/casebook}
[ -f "$setup" ] || { echo "check-wine: no installer (sh packaging/windows/build.sh)" >&2; exit 1; }
[ -x "$linux" ] || { echo "check-wine: no Linux build at $linux (cargo build)" >&2; exit 1; }
setup=$(realpath "$setup")
linux=$(realpath "$linux")

work=$(mktemp -d)
xvfb_pid=
cleanup() {
    WINEPREFIX="$work/prefix" wineserver -k 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "check-wine: $*" >&2; exit 1; }
passed=0
ok() { passed=$((passed + 1)); printf 'check-wine: ok - %s\n' "$*"; }

export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko download prompts; the stand-in before any builtin.
export WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n,b"

# A display for the window (and for the parts of Wine that want one).
display=99
while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
sleep 1

wineboot --init >/dev/null 2>&1
wineserver -w
system32="$WINEPREFIX/drive_c/windows/system32"
x86_64-w64-mingw32-gcc -shared -O2 -o "$system32/bcryptprimitives.dll" \
    packaging/windows/wine/bcryptprimitives.c packaging/windows/wine/bcryptprimitives.def -ladvapi32

# The user's folders, as Windows and as this machine name them.
profile_win=$(wine cmd /c 'echo %USERPROFILE%' | tr -d '\r')
profile=$(winepath -u "$profile_win" | tr -d '\r')
profile=${profile%/}
appdata="$profile/AppData/Roaming"
localappdata="$profile/AppData/Local"

# --- Install, silently, for this user --------------------------------------------------------
wine "$setup" /S
wineserver -w
installed="$localappdata/Programs/Casebook"
exe_win="$profile_win\\AppData\\Local\\Programs\\Casebook\\casebook.exe"
com_win="$profile_win\\AppData\\Local\\Programs\\Casebook\\casebook.com"
for file in casebook.exe casebook.com uninstall.exe LICENSE-MIT.txt LICENSE-APACHE.txt \
    LICENSE-DejaVu.txt LAW-TEXTS.md README.md; do
    [ -f "$installed/$file" ] || fail "the installer did not put $file in $installed"
done
[ ! -e "$installed/bcryptprimitives.dll" ] || fail "the test stand-in was installed"
[ -f "$appdata/Microsoft/Windows/Start Menu/Programs/Casebook.lnk" ] || fail "no Start-menu entry"
ok "installed per user in %LOCALAPPDATA%\\Programs\\Casebook with a Start-menu entry"

reg_value() { # KEY [VALUE]: the value's data, or nothing
    if [ $# -eq 2 ]; then
        wine reg query "$1" /v "$2" 2>/dev/null | tr -d '\r' | sed -n "s/^ *$2 *REG_[A-Z_]* *//p"
    else
        wine reg query "$1" /ve 2>/dev/null | tr -d '\r' | sed -n 's/^ *(Default) *REG_[A-Z_]* *//p'
    fi
}
uninstall_key='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\Casebook'
[ "$(reg_value "$uninstall_key" DisplayName)" = "Casebook" ] || fail "no uninstall entry"
version=$("$linux" --version | sed -n 's/^casebook \([^ ]*\) .*/\1/p')
[ "$(reg_value "$uninstall_key" DisplayVersion)" = "$version" ] || fail "the uninstall entry's version is not $version"
[ "$(reg_value 'HKCU\Software\Classes\.casebook')" = "Casebook.Bundle" ] || fail ".casebook is not Casebook's"
for type in PBN LIN; do
    ext=$(echo "$type" | tr 'A-Z' 'a-z')
    command=$(reg_value "HKCU\\Software\\Classes\\Casebook.$type\\shell\\open\\command")
    [ "$command" = "\"$exe_win\" \"%1\"" ] || fail "Casebook.$type opens with [$command]"
    wine reg query "HKCU\\Software\\Classes\\.$ext\\OpenWithProgids" 2>/dev/null | grep -q "Casebook.$type" ||
        fail ".$ext does not offer Casebook"
done
path=$(reg_value 'HKCU\Environment' Path)
case ";$path;" in *";$profile_win\\AppData\\Local\\Programs\\Casebook;"*) ;; *) fail "the folder is not on the user's PATH: $path" ;; esac
ok "registered: uninstall entry $version, .casebook/.pbn/.lin opened by casebook.exe, the folder on PATH"

# --- The installed program against the Linux build -------------------------------------------
lin_dir="$work/linux"
mkdir -p "$lin_dir"
win_dir_win='C:\Апелляции 2026'
win_dir_slashed='C:/Апелляции 2026'
win_dir=$(winepath -u "$win_dir_win" | tr -d '\r')
win_dir=${win_dir%/}
mkdir -p "$win_dir"
status=0
on_windows() { # the installed casebook.exe with these arguments -> $work/win.out, .err, $status
    status=0
    wine "$exe_win" "$@" >"$work/win.out" 2>"$work/win.err" || status=$?
    tr -d '\r' <"$work/win.out" >"$work/win.txt"
}
on_linux() { # the Linux build -> $work/lin.out, .err, $lin_status
    lin_status=0
    "$linux" "$@" >"$work/lin.out" 2>"$work/lin.err" || lin_status=$?
}
uuid='s/[0-9a-f]\{8\}-[0-9a-f]\{4\}-[0-9a-f]\{4\}-[0-9a-f]\{4\}-[0-9a-f]\{12\}/<uuid>/g'
same() { # WHAT: the two outputs (with the databases' paths made one) and statuses agree
    # Backslashes become slashes on both sides, so that a Windows path reads as a Linux one;
    # a new case's UUID is drawn at random.
    sed -e 's|\\|/|g' -e "s|$win_dir_slashed/|<dir>/|g" -e "$uuid" "$work/win.txt" >"$work/win.cmp"
    sed -e 's|\\|/|g' -e "s|$lin_dir/|<dir>/|g" -e "$uuid" "$work/lin.out" >"$work/lin.cmp"
    if ! cmp -s "$work/win.cmp" "$work/lin.cmp" || [ "$status" != "$lin_status" ]; then
        diff "$work/lin.cmp" "$work/win.cmp" | head -n 20 >&2 || true
        cat "$work/win.err" >&2
        fail "$1: the Windows build (status $status) and the Linux build (status $lin_status) disagree"
    fi
    ok "$1"
}

commit=$(git rev-parse --short=10 HEAD)
on_windows --version
on_linux --version
grep -q "(commit $commit, database schema" "$work/win.txt" || fail "--version does not name $commit: $(cat "$work/win.txt")"
same "--version names commit $commit"

on_windows score 4HX S 11 NS
on_linux score 4HX S 11 NS
[ "$(cat "$work/win.txt")" = 990 ] || fail "score 4HX S 11 NS is $(cat "$work/win.txt")"
same "score 4HX S 11 NS = 990"

on_windows score 4H S 14 NS
on_linux score 4H S 14 NS
[ "$status" -ne 0 ] || fail "14 tricks were scored"
cmp -s "$work/win.err" "$work/lin.err" || fail "score with 14 tricks: $(cat "$work/win.err") / $(cat "$work/lin.err")"
same "an impossible trick count is refused with the same line and status"

# A request as Notepad writes it: CRLF line ends after a UTF-8 byte-order mark.
request='{ "form": "imps", "vulnerability": "NS", "non_offending": "NS", "method": "weighted",
  "scheme": "ebl", "table": {"contract": "3C", "declarer": "S", "tricks": 12},
  "outcomes": [ {"contract": "3NT", "declarer": "S", "tricks": 10, "weight": "25%"},
                {"contract": "6C", "declarer": "S", "tricks": 12, "weight": "75%"} ],
  "other_table": {"contract": "5C", "declarer": "N", "tricks": 12} }'
printf '%s\n' "$request" >"$lin_dir/request.json"
printf '\357\273\277%s\n' "$request" | sed 's/$/\r/' >"$win_dir/запрос.json"
on_windows adjust "$win_dir_win\\запрос.json"
on_linux adjust "$lin_dir/request.json"
same "adjust on a CRLF request with a byte-order mark"

db_win="$win_dir_win\\дела.sqlite"
db_lin="$lin_dir/дела.sqlite"
# The sample cases as a committee's own (a bundle imported: `demo` would mark them training
# cases, which are never published).
cp "$root/assets/samples/sample-cases.json" "$win_dir/дела.json"
cp "$root/assets/samples/sample-cases.json" "$lin_dir/дела.json"
on_windows import "$win_dir_win\\дела.json" --db "$db_win"
on_linux import "$lin_dir/дела.json" --db "$db_lin"
same "the sample cases imported into a database at $db_win"

pbn="$root/casebook/tests/fixtures/pbn/tournament_two_rooms.pbn"
grep -q "$(printf '\r')" "$pbn" || fail "the PBN fixture lost its CRLF line ends"
cp "$pbn" "$win_dir/турнир.pbn"
cp "$pbn" "$lin_dir/турнир.pbn"
on_windows import "$win_dir_win\\турнир.pbn" --db "$db_win"
on_linux import "$lin_dir/турнир.pbn" --db "$db_lin"
same "import of a CRLF PBN file (128 boards)"

on_windows check --db "$db_win"
on_linux check --db "$db_lin"
same "check"

on_windows cases --db "$db_win"
on_linux cases --db "$db_lin"
same "cases"

deal='N:AKQ2.KQ2.AK2.AK2 J876.J876.876.87 T943.T943.T94.T9 5.A5.QJ53.QJ6543'
on_windows dd "$deal" --dealer N --vul All
on_linux dd "$deal" --dealer N --vul All
same "dd of a deal"

# The first case `cases` listed (a sample case: its number, then its year in brackets).
on_linux cases --db "$db_lin"
case_id=$(head -n 1 "$work/lin.out" | cut -d ' ' -f 1)
year=$(head -n 1 "$work/lin.out" | sed -n 's/^[^(]*(\([0-9]\{4\}\),.*/\1/p')
[ -n "$case_id" ] && [ -n "$year" ] || fail "cannot read a case and its year from: $(head -n 1 "$work/lin.out")"
on_windows dd --case "$case_id" --db "$db_win"
on_linux dd --case "$case_id" --db "$db_lin"
same "dd --case $case_id"

on_windows publish --year "$year" --format html --out "$win_dir_win\\сборник.html" --db "$db_win"
on_linux publish --year "$year" --format html --out "$lin_dir/сборник.html" --db "$db_lin"
[ "$status" = 0 ] || fail "publish --format html: $(cat "$work/win.err")"
same "publish --format html"
cmp -s "$win_dir/сборник.html" "$lin_dir/сборник.html" || {
    diff "$lin_dir/сборник.html" "$win_dir/сборник.html" | head -n 20 >&2
    fail "the HTML casebooks differ"
}
ok "the HTML casebooks are the same, byte for byte"

on_windows publish --year "$year" --format pdf --reprint --out "$win_dir_win\\сборник.pdf" --db "$db_win"
on_linux publish --year "$year" --format pdf --reprint --out "$lin_dir/сборник.pdf" --db "$db_lin"
[ "$status" = 0 ] || fail "publish --format pdf: $(cat "$work/win.err")"
same "publish --format pdf"
# (Poppler's complaint about typst's /Suspects is not the PDF's fault: the standard has it so.)
pdftotext -layout "$win_dir/сборник.pdf" "$work/win-pdf.txt" 2>/dev/null
pdftotext -layout "$lin_dir/сборник.pdf" "$work/lin-pdf.txt" 2>/dev/null
cmp -s "$work/win-pdf.txt" "$work/lin-pdf.txt" || {
    diff "$work/lin-pdf.txt" "$work/win-pdf.txt" | head -n 20 >&2
    fail "the PDF casebooks' texts differ"
}
pages() { pdfinfo "$1" 2>/dev/null | sed -n 's/^Pages: *//p'; }
[ "$(pages "$win_dir/сборник.pdf")" = "$(pages "$lin_dir/сборник.pdf")" ] ||
    fail "the PDF casebooks have different page counts"
ok "the PDF casebooks have the same pages and text ($(pages "$win_dir/сборник.pdf") pages)"

# --- casebook.com: what a terminal runs for `casebook`, waiting for it -----------------------
status=0
wine "$com_win" score 4HX S 11 NS >"$work/win.out" 2>"$work/win.err" || status=$?
[ "$status" = 0 ] && [ "$(tr -d '\r' <"$work/win.out")" = 990 ] || fail "casebook.com score: status $status, $(cat "$work/win.out")"
status=0
wine "$com_win" imps >"$work/win.out" 2>"$work/win.err" || status=$?
[ "$status" = 2 ] || fail "casebook.com passed on status $status for a usage error, not 2"
grep -q "casebook: " "$work/win.err" || fail "casebook.com lost the usage line"
ok "casebook.com answers and passes on the exit status (0, 2)"

# --- A database locked by another program ----------------------------------------------------
# The same lock, taken by a Windows program with SQLite's own Windows locking and by Python's
# SQLite on Linux; both builds must refuse with the same line.
sqlite_src=$(ls -d "${CARGO_HOME:-$HOME/.cargo}"/registry/src/*/libsqlite3-sys-*/sqlite3 2>/dev/null | tail -n 1)
[ -f "$sqlite_src/sqlite3.c" ] || fail "no SQLite amalgamation in the cargo registry (cargo fetch)"
x86_64-w64-mingw32-gcc -O1 -municode -I "$sqlite_src" -o "$work/hold-lock.exe" \
    packaging/windows/wine/hold_lock.c "$sqlite_src/sqlite3.c"
hold_until="$work/release-lock"
wine "$work/hold-lock.exe" "$db_win" "$(winepath -w "$hold_until" | tr -d '\r')" >"$work/holder.out" 2>&1 &
holder=$!
for _ in $(seq 1 100); do grep -q locked "$work/holder.out" 2>/dev/null && break; sleep 0.1; done
grep -q locked "$work/holder.out" || fail "the lock holder did not take the lock: $(cat "$work/holder.out")"
on_windows import "$win_dir_win\\турнир.pbn" --db "$db_win"
touch "$hold_until"
wait "$holder" || true
python3 - "$db_lin" "$work/lin-locked" <<'PY' &
import sqlite3, sys, os, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA locking_mode = EXCLUSIVE")
conn.execute("BEGIN EXCLUSIVE")
conn.execute("UPDATE cases SET event = event")
open(sys.argv[2], "w").close()
while not os.path.exists(sys.argv[2] + ".done"):
    time.sleep(0.05)
conn.execute("ROLLBACK")
PY
py=$!
for _ in $(seq 1 100); do [ -f "$work/lin-locked" ] && break; sleep 0.1; done
on_linux import "$lin_dir/турнир.pbn" --db "$db_lin"
touch "$work/lin-locked.done"
wait "$py" || true
tr -d '\r' <"$work/win.err" | sed -e 's|\\|/|g' -e "s|$win_dir_slashed/|<dir>/|g" >"$work/win-err.cmp"
sed -e 's|\\|/|g' -e "s|$lin_dir/|<dir>/|g" "$work/lin.err" >"$work/lin-err.cmp"
grep -q "locked by another program" "$work/lin-err.cmp" || fail "the Linux build did not report the lock: $(cat "$work/lin.err")"
cmp -s "$work/win-err.cmp" "$work/lin-err.cmp" && [ "$status" = "$lin_status" ] || {
    diff "$work/lin-err.cmp" "$work/win-err.cmp" >&2 || true
    fail "a locked database: the builds disagree (status $status / $lin_status)"
}
ok "a database locked by another program: $(cat "$work/win-err.cmp")"

# --- The default database and the training cases' own, in %APPDATA% --------------------------
on_windows import "$win_dir_win\\дела.json"
default_db="$appdata/casebook/data/casebook.sqlite"
[ "$status" = 0 ] && [ -f "$default_db" ] || fail "an import without --db made no $default_db: $(cat "$work/win.err")"
ok "the default database is %APPDATA%\\casebook\\data\\casebook.sqlite"
on_windows demo
training_db="$appdata/casebook/data/training.sqlite"
[ "$status" = 0 ] && [ -f "$training_db" ] || fail "demo made no $training_db: $(cat "$work/win.err")"
"$linux" cases --db "$default_db" | grep -q "У-03" || fail "the default database lost its cases"
ok "the training cases are %APPDATA%\\casebook\\data\\training.sqlite, apart from the default database"

# --- The guide, installed beside the program, opened offline --------------------------------
for page in guide/guide.css guide/en/index.html guide/ru/index.html guide/ru/first-appeal.html \
    guide/en/images/main-window.png guide/ru/images/main-window.png; do
    [ -f "$installed/$page" ] || fail "the installer did not put $page in $installed"
done
ok "the guide is installed in both languages, with its pictures"

# --- An update installed over this version keeps the database --------------------------------
# The next version's installer: the same program under the next version number (what an update
# changes in the installer: its name, its uninstall entry; never the user's files).
next=$(echo "$version" | awk -F. '{ printf "%d.%d.%d", $1, $2, $3 + 1 }')
stage=$(dirname "$setup")/stage
[ -d "$stage/guide" ] || fail "no staged program in $stage (sh packaging/windows/build.sh)"
makensis -V2 -INPUTCHARSET UTF8 -DVERSION="$next" -DSTAGE="$stage" \
    -DOUTFILE="$work/Casebook-$next-setup.exe" -DICON="$root/assets/icons/casebook.ico" \
    "$root/packaging/windows/casebook.nsi" >/dev/null
before=$("$linux" cases --db "$default_db" | wc -l)
wine "$work/Casebook-$next-setup.exe" /S
wineserver -w
[ "$(reg_value "$uninstall_key" DisplayVersion)" = "$next" ] || fail "the update did not make the uninstall entry $next"
[ -f "$installed/casebook.exe" ] && [ -f "$installed/guide/en/index.html" ] || fail "the update left no program"
after=$("$linux" cases --db "$default_db" | wc -l)
[ "$after" = "$before" ] || fail "the update changed the database: $before cases before, $after after"
"$linux" check --db "$default_db" >/dev/null || fail "the database does not check after the update"
on_windows cases
[ "$status" = 0 ] && [ "$(wc -l <"$work/win.txt")" = "$before" ] || fail "the updated program does not list the $before cases"
ok "version $next installed over $version: the $before cases kept and read by the updated program"

# --- The window ------------------------------------------------------------------------------
wait_for_window() { # WHAT: the Casebook window appears within a minute; its id in $window
    window=
    for _ in $(seq 1 120); do
        window=$(xdotool search --name '^Casebook' 2>/dev/null | head -n 1) && [ -n "$window" ] && break
        sleep 0.5
    done
    [ -n "$window" ] || fail "$1 opened no Casebook window"
}
close_window() {
    xdotool windowclose "$window" 2>/dev/null || true
    wineserver -k 2>/dev/null || true
    sleep 1
}
# Opened as a double-clicked .pbn file opens it: the command its registration names (checked
# above). (Wine 8 does not look up associations under HKEY_CURRENT_USER\Software\Classes, as
# Windows does; the machine-wide install below is opened through the shell itself.)
cp "$pbn" "$profile/турнир.pbn"
wine "$exe_win" "$profile_win\\турнир.pbn" >/dev/null 2>&1 &
wait_for_window "casebook.exe with a .pbn file"
sleep 8
mkdir -p "$root/target/windows"
import -window root "$root/target/windows/window.png"
ok "the installed casebook.exe opened its window on the .pbn file's import; screenshot in target/windows/window.png"
log_dir="$localappdata/casebook/data"
ls "$log_dir"/casebook.*log >/dev/null 2>&1 || fail "no log in %LOCALAPPDATA%\\casebook\\data"
close_window

# --- Uninstall: the program goes, the user's cases stay --------------------------------------
wine "$installed/uninstall.exe" /S
wineserver -w
sleep 1
for file in casebook.exe casebook.com uninstall.exe; do
    [ ! -e "$installed/$file" ] || fail "the uninstaller left $file"
done
[ ! -e "$appdata/Microsoft/Windows/Start Menu/Programs/Casebook.lnk" ] || fail "the Start-menu entry is still there"
[ -z "$(reg_value "$uninstall_key" DisplayName)" ] || fail "the uninstall entry is still there"
[ -z "$(reg_value 'HKCU\Software\Classes\.casebook')" ] || fail ".casebook is still registered"
path=$(reg_value 'HKCU\Environment' Path)
case ";$path;" in *"Programs\\Casebook;"*) fail "the folder is still on PATH: $path" ;; esac
[ -f "$default_db" ] || fail "the uninstaller removed the user's database"
"$linux" check --db "$default_db" >/dev/null || fail "the database left behind does not check on Linux"
count=$("$linux" cases --db "$default_db" | wc -l)
[ "$count" -gt 0 ] || fail "the database left behind lists no case"
ok "uninstalled: program, entry, associations and PATH gone; the database kept ($count cases, sound on Linux)"

# --- For every user (/AllUsers, an administrator's deployment) -------------------------------
wine "$setup" /S /AllUsers
wineserver -w
machine="$WINEPREFIX/drive_c/Program Files/Casebook"
[ -f "$machine/casebook.exe" ] || fail "/AllUsers did not install into Program Files"
machine_key='HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall\Casebook'
[ "$(reg_value "$machine_key" InstallLocation)" = 'C:\Program Files\Casebook' ] ||
    fail "no machine-wide uninstall entry"
[ "$(reg_value 'HKCR\.pbn')" = "Casebook.PBN" ] || fail ".pbn is not opened by Casebook machine-wide"
# Opening a .pbn file through the shell's association, as a double click does.
wine start "$profile_win\\турнир.pbn" >/dev/null 2>&1 &
wait_for_window "opening a .pbn file (ShellExecute)"
ok "installed for all users in Program Files; opening a .pbn file opened Casebook"
close_window
wine "$machine/uninstall.exe" /S
wineserver -w
sleep 1
[ ! -e "$machine/casebook.exe" ] || fail "the machine-wide uninstaller left casebook.exe"
[ -z "$(reg_value "$machine_key" DisplayName)" ] || fail "the machine-wide uninstall entry is still there"
[ -z "$(reg_value 'HKLM\Software\Classes\.pbn')" ] || fail ".pbn is still registered machine-wide"
[ -f "$default_db" ] || fail "the machine-wide uninstaller removed the user's database"
ok "uninstalled for all users; the user's database kept"

echo "check-wine: all $passed checks passed"
