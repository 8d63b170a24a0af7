# Casebook interface, English.
# Every message here must also exist in ru.ftl (a test checks both ways).

app-name = Casebook
app-description = Appeal cases, committee decisions and casebooks for contract bridge.
app-version = Version { $version }

## Menu bar

menu-file = File
menu-view = View
menu-help = Help
menu-language = Language
menu-theme = Theme

## Commands (menu entries)

command-quit = Quit
command-language-russian = Русский
command-language-english = English
command-theme-light = Light
command-theme-dark = Dark
command-about = About Casebook

## About window

about-title = About Casebook
about-close = Close

## Case list (left pane)

case-list-heading = Cases
case-list-search = Search
case-list-search-hint = Case number, player, law…
case-list-empty = No cases yet
case-list-empty-detail = Cases you create or import will be listed here, newest first.

## Case editor (centre pane)

case-editor-empty = Select a case in the list or create a new one
case-editor-empty-detail = The deal, the auction, the facts, the Director's ruling and the committee's decision will be edited here.

## Law panel (right pane)

law-panel-heading = Laws and commentary
law-panel-empty = No law selected
law-panel-empty-detail = The text of the laws and the commentary for the step the committee is deciding will be shown here.

## Status bar

status-database = Database: { $path }
status-database-default = Default database
status-case-count = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}
