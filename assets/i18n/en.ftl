# Casebook interface, English.
# Every message here must also exist in ru.ftl (a test checks both ways).

app-name = Casebook
app-description = Appeal cases, committee decisions and casebooks for contract bridge.
app-version = Version { $version }

## Menu bar

menu-file = File
menu-edit = Edit
menu-view = View
menu-help = Help
menu-language = Language
menu-theme = Theme

## Commands (menu entries)

command-quit = Quit
command-language-russian = Русский
command-language-english = English
command-language-bulgarian = Български
command-theme-light = Light
command-theme-dark = Dark
command-about = About Casebook
command-open-log-folder = Open the log folder

## About window

about-title = About Casebook
about-close = Close
about-build = Commit { $commit }, database schema { $schema }
about-licences = Licences
about-updates = New versions of Casebook come from where your federation distributes it.
about-updates-from = New versions of Casebook: { $address }
about-licence-casebook = Casebook: MIT or Apache-2.0, at your choice.
about-licence-font = DejaVu Sans (the interface and the casebook): the Bitstream Vera licence, DejaVu changes in the public domain.
about-licence-laws = The Laws of Duplicate Bridge and the commentaries in the law library are quoted as their publishers issued them; their rights stay with the publishers.

## After an unexpected stop

crash-title = Casebook stopped unexpectedly
crash-body = Last time Casebook stopped because of an internal error. A report was saved:
crash-privacy = The report holds the version, the platform, where the error happened and the last lines of the log; no case text and no player names. Sending it to whoever supports Casebook helps find the cause.
crash-open-folder = Open the folder
recovered-title = Unsaved edits recovered
recovered-heading = Edits that had not reached the database were put back:
recovered-restored = { $case }: saved now
recovered-conflict = { $case }: the case was saved elsewhere meanwhile; your edit is kept among its conflicts
startup-notice-close = Close
error-open-folder = Cannot open the folder { $folder }: { $reason }
error-no-log-folder = There is no log folder: the platform gives no home directory.

## Case list (left pane)

case-list-heading = Cases
case-list-search = Search
case-list-search-hint = Case number, player, law…
case-list-empty = No cases yet
case-list-empty-detail = Cases you create or import will be listed here, newest first.

case-list-no-match = Nothing found
case-list-no-match-detail = The search looks in facts, statements, rulings and commentary; words may be in any form.
case-list-row-board = board { $board }
case-list-open-failed = The database did not open

## Case status

case-status-draft = draft
case-status-heard = heard
case-status-decided = decided
case-status-reviewed = reviewed
case-status-published = published
case-status-sent_back = sent back to the Director

## Case subjects

subject-break_in_tempo = break in tempo
subject-unauthorized_information = unauthorized information
subject-misinformation = misinformation
subject-failure_to_alert = failure to alert
subject-claim = claim
subject-revoke = revoke
subject-tempo_deception = tempo or manner (73F)
subject-director_error = Director error
subject-psychic = psychic call
subject-other = other

## Case editor (centre pane)

case-editor-empty = Select a case in the list or create a new one
case-editor-empty-detail = The deal, the auction, the facts, the Director's ruling and the committee's decision will be edited here.

## Law panel (right pane)

law-panel-heading = Laws and commentary
law-panel-hide = Hide
law-panel-hide-hint = Give the panel's room to the case; § at the right edge brings it back
law-panel-show = Show the law panel
law-panel-empty = No law selected
law-panel-empty-detail = The text of the laws and the commentary for the step the committee is deciding will be shown here.
law-panel-search = Search the laws
law-panel-search-hint = a word, word* or 12C1c
law-panel-back = ← Back
law-panel-forward = Forward →
law-panel-contents = Contents
law-panel-edition = Edition
law-panel-side-by-side = 1997 | 2017 side by side
law-panel-no-counterpart = This unit has no counterpart in the other edition.
law-panel-results = { $count ->
    [one] { $count } result
   *[other] { $count } results
}
law-panel-back-to-results = ← Results for “{ $query }”
law-panel-open-reference = Open { $reference }
law-panel-no-match = Nothing found
law-panel-no-match-detail = Russian words are found in any form. For the Bulgarian 2017 text type the beginning of a word with a star: апела*.
law-panel-search-failed = The search did not run
law-source-laws-2017-bg = The 2017 Laws (Bulgarian translation)
law-source-commentary-1997-ru = The 1997 Laws with the Russian commentary
law-source-commentary-1987-ru = Commentary on the 1987 Laws 64–70
law-source-adjusted-scores-training-ru = Training material: adjusted scores
law-source-laws-ru-pages = Pages of an older Russian translation of the Laws

## Status bar

status-database = Database: { $path }
status-archive = Archive: { $name } ({ $engine })
status-database-default = Default database
status-case-count = { $count ->
    [one] { $count } case
   *[other] { $count } cases
}

## Case (centre, reading)

case-sheet-title = Case { $number }
case-sheet-board = Board { $board } · dealer { $dealer } · { $vulnerability }
case-sheet-deal = The deal
case-sheet-auction = The auction
case-sheet-result = Result at the table
case-sheet-passed-out = Passed out
case-sheet-tricks = { $tricks } tricks
case-sheet-played-by = { $contract } by { $seat }
case-sheet-ns-score = NS { $score }
case-sheet-lead = Opening lead: { $card }
case-sheet-facts = The facts
case-sheet-statements = Statements
case-sheet-ruling = The Director's ruling
case-sheet-appeal = The appeal
case-sheet-decision = The committee's decision
case-sheet-write-up = Write-up
ruling-outcome-upheld = ruling upheld
ruling-outcome-varied = ruling varied
ruling-outcome-cancelled = ruling cancelled
auction-agreement = actual agreement
auction-tempo = break in tempo
deal-hand-unknown = —
seat-n = North
seat-e = East
seat-s = South
seat-w = West
vulnerability-none = neither side vulnerable
vulnerability-ns = N–S vulnerable
vulnerability-ew = E–W vulnerable
vulnerability-all = both sides vulnerable
notice-heading = Something went wrong

# The Publish casebook window (File menu).
command-publish = Publish casebook…
publish-title = Publish the casebook
publish-year = Year
publish-print-count = { $count ->
    [0] No case will be printed
    [one] { $count } case will be printed
   *[other] { $count } cases will be printed
}
publish-print-count-reprint = { $count ->
    [one] { $count } case will be printed (already published: { $published })
   *[other] { $count } cases will be printed (already published: { $published })
}
publish-formats = Formats
publish-format-html = HTML (one file, prints on A4)
publish-format-md = Markdown
publish-format-pdf = PDF
publish-file = File
publish-file-hint = folder and name; each format adds its own ending
publish-choose = Choose…
publish-choose-label = Choose the folder and name of the casebook's files
publish-files = { $count ->
    [one] Will write { $names }
   *[other] Will write { $count } files: { $names }
}
publish-events = Events
publish-events-hint = all; or words of event names, comma-separated
publish-subjects = Subjects
publish-anonymize = Show players by seat and rank, not by name
publish-double-dummy = Double-dummy table and par under each deal
publish-traveller = Traveller under the deal
publish-panel = The edition with the panel
publish-panel-hint = Each case's panel comments and marks under it, the commentators in the front matter, the editor's closing remarks after the cases. The cases are usually published first without them; then reprint with the panel.
publish-traveller-hint = From the event’s results in the archive: every table’s result and matchpoints, before and after the ruling. A case whose event has no results prints none.
publish-reprint = Reprint: include the cases already published (nothing is marked again)
publish-casebook-title = Title
publish-casebook-title-hint = Appeals Casebook
publish-federation = Federation
publish-foreword = Foreword
publish-foreword-hint = Markdown; remembered for the archive with the title and federation
publish-will-mark = { $count ->
    [0] No case will be marked published
    [one] Will be marked published: { $count } case
   *[other] Will be marked published: { $count } cases
}
publish-already-published = Already published: { $count } — printed only with Reprint
publish-already-published-reprinted = Already published: { $count } — reprinted, not marked again
publish-training-left-out = { $count ->
    [one] { $count } training case left out: training cases are never published
   *[other] { $count } training cases left out: training cases are never published
}
publish-preview = Preview
publish-run = Publish
error-publish-cancelled = Publishing was stopped: nothing was written and no case was marked published
publish-stop = Stop
publish-replaced = { $count ->
    [one] Names replaced in one case
   *[other] Names replaced in { $count } cases
}
publish-replaced-item = { $times ->
    [one] { $found } → { $stand_in }
   *[other] { $found } → { $stand_in } ({ $times }×)
}
publish-stage-indexes = laying out the statistics and indexes
publish-stage-numbering = numbering the pages
publish-stage-exporting = exporting the PDF
publish-stage-writing = writing the file
publish-stage-marking = marking the cases published
publish-stop-hint = Stop publishing before the files are written: nothing is written and no case is marked
publish-previewing = Preparing the preview…
publish-running = Publishing…
publish-done = { $count ->
    [one] { $count } case
   *[other] { $count } cases
} written to { $path }
publish-edition = edition { $number }
publish-marked = marked published: { $count }
publish-site = Website
publish-site-hint = Every year’s published cases as a website with its own search, for any web server: a page a case, indexes by Law, subject and outcome, the statistics and the Laws. The events, names and what is under the deal are as chosen above; nothing is marked.
publish-site-folder = Folder
publish-site-count = { $count ->
    [one] { $count } published case goes on the website
   *[other] { $count } published cases go on the website
}
publish-site-run = Build the website
publish-site-running = Building the website…
publish-site-done = { $count ->
    [one] The website of { $count } case
   *[other] The website of { $count } cases
} is in { $path }: { $written } files written, { $unchanged } unchanged, { $removed } removed
publish-site-serve = Put the folder on any web server, or look at it here with: python3 -m http.server --directory FOLDER
publish-site-no-folder = Give the folder to build the website in.
publish-bad-year = Give the year as four digits, e.g. 2026.
publish-no-database = The case database is not open.
publish-no-file = Give the file to write.
publish-no-format = Tick at least one format to write.
publish-worker-stopped = Publishing stopped unexpectedly (an internal error); look at the file and the cases' statuses before trying again.
publish-exists = { $count ->
    [one] { $path } exists already. Replace it with the new casebook?
   *[other] { $path } exist already. Replace them with the new casebook?
}
publish-replace = Replace
publish-replace-label = Replace { $path } with the new casebook
publish-cancel = Cancel
publish-cancel-label = { $count ->
    [one] Cancel: keep { $path } as it is, publish nothing
   *[other] Cancel: keep { $path } as they are, publish nothing
}

## Case editor: tabs, saving, the Case tab

command-undo = Undo
command-redo = Redo
command-new-case = New case
command-open-database = Open database…
command-open-archive = Open archive…
archive-title = Open archive
archive-explained = A federation's archive on a PostgreSQL server, shared by its committees, its chief director and its editor.
archive-host = Host
archive-port = Port
archive-database = Database
archive-user = User
archive-password = Password
archive-password-note = The password is used for this session only and never saved; a password file (~/.pgpass) or PGPASSWORD serves too.
archive-ssl = Encryption (sslmode)
archive-recent = Opened lately
archive-open = Open
archive-cancel = Cancel
archive-connecting = Connecting…
open-database-unsaved = Another database is not opened while cases have unsaved edits
command-import = Import…
command-fill-from-hand-record = Fill the case from a hand record…
command-export-bundle = Export the case as a bundle…
command-export-pbn = Export the case as PBN…
import-title = Import
import-reading = Reading { $file }…
import-cases-done = { $done } of { $total } cases
import-stop = Stop
import-stop-hint = Stop the import: the database stays as it was, nothing is imported
import-close = Close
import-fill = Fill the case
import-board = Board { $board }
import-pick-board = Boards of the case in the file ({ $count } records in all): choose the one that fills the case.
import-no-such-board = The file has no board { $board } ({ $count } records in it).
import-boards-done = { $count ->
    [one] One new case from the { $format } file.
   *[other] { $count } new cases from the { $format } file, one per board.
}
import-bundle-done = Case bundle: { $added } added, { $replaced } replaced by a newer revision, { $unchanged } already here, { $older } older ignored, { $conflicts } conflicts kept.
import-comments-merged = { $count ->
    [one] 1 comment of the casebook's panel merged into its case.
   *[other] { $count } comments of the casebook's panel merged into their cases.
}
import-panels-added = { $count ->
    [one] The casebook's panel the bundle carries is added: its commentators can write here.
   *[other] { $count } casebook panels the bundle carries are added: their commentators can write here.
}
import-texts-added = { $count ->
    [one] 1 text of the law library the archive did not hold is added (File › Texts of the law library…).
   *[other] { $count } texts of the law library the archive did not hold are added (File › Texts of the law library…).
}
import-reviews-joined = { $count ->
    [one] 1 review of the ruling decided at a distance is joined to its case: the reviewer's answers and decision beside the facts written here.
   *[other] { $count } reviews of the ruling decided at a distance are joined to their cases: the reviewer's answers and decisions beside the facts written here.
}
import-tables-kept = { $count ->
    [one] The file's double-dummy table of one board is kept: the solver agrees.
   *[other] The file's double-dummy tables of { $count } boards are kept: the solver agrees.
}
import-table-refused = Board { $board }: the file's double-dummy table is not kept: { $reason }.
command-palette = Command palette…
palette-title = Command
palette-hint = Type part of a command's name
palette-nothing = No command has that name
editor-tab-sheet = Sheet
editor-tab-case = Case
editor-tab-board = Board
editor-board-deal = The deal
editor-board-auction = The auction
editor-board-play = The play
editor-board-result = Result at the table
editor-opening-lead = Opening lead
editor-play-record = The play, trick by trick or in words
editor-claim = Claim or concession, word for word
editor-dealer-mismatch = The auction starts with { $auction } but the board's dealer is { $dealer }: undo the last calls, or mark the dealer as the board shows it.
editor-result-entered = The result is known
editor-contract = Contract (e.g. 4HX, 3NT)
editor-declarer = Declarer
editor-tricks = Tricks won by declarer
editor-tricks-invalid = Tricks are a number from 0 to 13.
editor-ns-score = North–South score as recorded
editor-law77-score = By Law 77: NS { $score }
editor-use-law77-score = Use this score
editor-saving = Saving…
editor-saved = Saved (revision { $revision })
editor-not-saved = Not saved
editor-conflict = Someone else saved this case meanwhile (revision { $revision }). Your text is kept among the conflicts.
editor-conflict-keep-mine = Keep my text
editor-conflict-take-stored = Show their version
editor-save-refused = Not saved: { $reason }
editor-identity = Identity
editor-subjects = Subjects
editor-players = Players
editor-team-ns = North–South team or pair
editor-team-ew = East–West team or pair
editor-director = Director
editor-committee = Committee
editor-commentators = Commentators
editor-case-number = Case number
editor-year = Year
editor-tournament = Tournament
editor-event = Event
editor-session = Session or round
editor-date = Date
editor-not-given = not given
editor-scoring = Scoring
editor-hearing = Heard by
editor-law-edition = Laws
editor-profile = Regulating authority
editor-year-invalid = A year has four digits, e.g. 2024.
editor-date-invalid = Write the date as 17.03.2024 or 2024-03-17.
editor-rank = rank
editor-masterpoints = masterpoints
editor-member = Member
editor-role = role
editor-affiliation = from
editor-remove-member = Remove member
editor-add-member = Add a member
editor-commentator = Commentator
editor-about = about
editor-remove-commentator = Remove commentator
editor-add-commentator = Add a commentator
scoring-form-pairs_mp = pairs, matchpoints
scoring-form-teams_imp = teams, IMPs
scoring-form-bam = board-a-match
scoring-form-swiss_vp = Swiss, victory points
hearing-committee = appeals committee
hearing-director_panel = panel of directors
hearing-review_of_ruling = review of the ruling
hearing-referee = referee
committee-role-chair = chair
committee-role-scribe = scribe
committee-role-member = member

## Deal and auction editors

deal-editor-board = Board
deal-editor-law2 = Dealer { $dealer } · { $vulnerability } (Law 2)
deal-editor-as-marked = Dealer and vulnerability as marked on the board, not as Law 2 gives them
deal-editor-dealer = Dealer
deal-editor-vulnerability = Vulnerability
deal-editor-hands-hint = Spades, hearts, diamonds, clubs, separated by spaces: AKQ2 T98 - J9876 (10 or T, - for a void). When three hands have 13 cards, the fourth fills itself in.
deal-editor-hand = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} hand
deal-editor-hand-hint = AKQ2 T98 - J9876
deal-editor-completed = { $seat ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
} hand was filled in with the 13 cards left.
deal-editor-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}; a hand has 13.
deal-editor-duplicate = { $card } is in two hands: { $seat ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
} and { $other ->
    [N] North's
    [E] East's
    [S] South's
   *[W] West's
}.
deal-editor-unreadable = “{ $found }” at character { $number } cannot be read: expected { $reason }.
deal-editor-unreadable-layout = “{ $found }” at character { $number } is a letter of another alphabet: switch the keyboard to Latin letters (A K Q J T).
deal-editor-ends-early = The hand ends too soon: expected { $reason }.
deal-editor-repeated = { $card } is written twice.
deal-editor-grid = Cards by suit
deal-editor-grid-to = Click a card to give it to
deal-editor-grid-full = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} already has 13 cards: click one of them to take it back first.
deal-editor-seat-letter = { $seat ->
    [N] N
    [E] E
    [S] S
   *[W] W
}
deal-editor-card-held = { $card }: { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} holds it
deal-editor-card-free = { $card }: not in any hand yet
paste-snippet = Paste PBN or LIN
paste-snippet-hint-deal = [Deal "N:AKQ2.T98..J98765 …"] or md|3S…|
paste-snippet-hint-auction = [Auction "N"] 1C Pass 1H … or md|3S…|mb|1C|mb|p|…
paste-fill-deal = Fill the deal from the snippet
paste-fill-auction = Fill the auction from the snippet
paste-error = The snippet was not read: { $reason }
paste-empty = Paste a PBN or LIN snippet into the field first.
paste-several = The snippet holds { $count } boards; paste one board.
paste-no-deal = The snippet has no deal.
paste-no-auction = The snippet has no auction.
paste-dealer-differs = The snippet's auction is dealt by { $seat }, this board by { $other }: check the board number.
auction-editor-call = Call { $number }: { $call }, { $seat }
auction-editor-to-call = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
} to call
auction-editor-contract = The auction has ended: { $call } by { $seat }
auction-editor-passed-out = The auction has ended: passed out
auction-editor-double = Double
auction-editor-redouble = Redouble
auction-editor-undo = Undo last call
auction-editor-irregular = Record irregularity
auction-editor-irregular-hint = The next call is recorded even if the Laws do not allow it, marked with what was irregular.
auction-editor-irregular-by = Made by
auction-editor-in-rotation = the player in turn
auction-editor-irregular-what = What was irregular
auction-editor-no-selection = Click a call in the auction to annotate it.
auction-editor-alert = Alert
auction-editor-alert-unknown = not recorded
auction-editor-alert-yes = alerted
auction-editor-alert-no = not alerted
auction-editor-explanation = Explanation { $number }
auction-editor-explanation-by = Explained by
auction-editor-explanation-to = to
auction-editor-not-recorded = not recorded
auction-editor-to-both = both opponents
auction-editor-remove-explanation = Remove explanation { $number }
auction-editor-add-explanation = Add an explanation
auction-editor-agreement = Actual agreement
auction-editor-note = Note
auction-editor-tempo = Break in tempo
auction-editor-tempo-seconds = Seconds
auction-editor-tempo-seconds-invalid = Seconds as a whole number, e.g. 10.
auction-editor-tempo-agreed = The sides
auction-editor-tempo-not-asked = were not asked
auction-editor-tempo-agreed-yes = agree there was a break
auction-editor-tempo-agreed-no = dispute it
auction-editor-tempo-description = How it happened
irregularity-insufficient = insufficient bid
irregularity-out-of-rotation = call out of rotation by { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
}
irregularity-after-end = call after the auction ended
irregularity-inadmissible-double = inadmissible double
irregularity-inadmissible-redouble = inadmissible redouble
irregularity-other = irregular: { $reason }

## Workflow
editor-tab-workflow = Workflow
editor-tab-write-up = Write-up
workflow-path = Path
workflow-your-name = Your name
workflow-steps = Steps
workflow-state-answered = answered
workflow-state-review = needs review
workflow-state-closed = closed
workflow-state-locked = waiting
workflow-state-open = open
workflow-state-optional = not required
workflow-rule = Rule:
workflow-closed-by = Closed: the answer to step { $steps } closes this step.
workflow-waits-for = Waiting: answer step { $steps } first.
workflow-needs-review = An earlier answer changed since this one was given: confirm it or change it.
workflow-adjustment-needs = An adjusted score needs these findings: step { $steps }. Otherwise the table result stands.
workflow-recorded = Recorded: { $answer } — { $name }, { $when }
workflow-presumed = Until answered, the presumption holds: { $answer }
workflow-anchor-law = Law { $label }
workflow-anchor-commentary = commentary { $label }
workflow-anchor-footnote = footnote { $label }
workflow-answer = Answer
workflow-yes = Yes
workflow-no = No
workflow-not-applicable = Not applicable
workflow-answer-text = Finding
workflow-reason-required = Reason (required)
workflow-reason-optional = Reason (optional)
workflow-record = Record answer
workflow-choose-answer = Choose Yes, No or Not applicable.
workflow-recorded-now = Step { $step } recorded.
workflow-marked-for-review = The answer changed: step { $steps } now needs review.
workflow-decision = Decision
workflow-status = Status: { $status }
workflow-mark-heard = Mark heard
workflow-mark-decided = Mark decided
workflow-decided-now = The case is marked decided.
workflow-send-back = Send the case back to the Director
workflow-sent-back-now = The case is sent back to the Director.
workflow-is-decided = The case is decided; the chief director reviews it next.
workflow-decide-refused = The case cannot be marked decided while these steps are open:
workflow-decide-ready = Every required step is answered: the case can be marked decided.
workflow-decide-open = Steps still open: { $steps }.
workflow-decide-status = A case that is { $status } cannot be marked decided: a case moves one step at a time (draft → heard → decided).
workflow-error-definitions = The workflow definitions do not read: { $reason }
workflow-error-unknown-path = There is no workflow path “{ $path }”.
workflow-error-unknown-step = The path has no step “{ $step }”.
workflow-error-wrong-kind = Step { $step }: this answer does not fit the step.
workflow-error-not-a-finding = Step { $step }: “{ $answer }” is not a finding: answer Yes, No or Not applicable.
workflow-error-damage-not-a-weight = Step { $step }: damage is a yes-or-no finding, never a weight or a probability (“{ $answer }”); weights describe the possible results once damage is found (1997 commentary 12.30).
workflow-error-unknown-option = Step { $step }: “{ $answer }” is not one of the options.
workflow-error-option-not-allowed = Step { $step }: “{ $answer }” may be chosen only where one of these holds: { $steps } (a ruling within the bounds of reasonableness, reached by a sound procedure, is not changed).
workflow-option-needs = Chosen only where one of these holds: { $steps }
workflow-error-detail-required = Step { $step }: write out the detail this option asks for.
workflow-error-empty-answer = Step { $step }: the answer is empty.
workflow-error-reason-required = Step { $step }: the committee's reason is required.
workflow-error-no-author = Step { $step }: write your name above, so that the answer says who gave it.
workflow-error-locked = Step { $step } cannot be answered yet: answer step { $steps } first.
workflow-error-not-applicable = Step { $step } is closed by the answer to step { $steps }.
workflow-error-no-adjustment = Step { $step }: no adjusted score: the answer to step { $steps } does not allow one (every finding the adjustment depends on must be established).
workflow-error-invalid-adjustment = Step { $step }: the adjusted score cannot be computed: { $reason }
adjusted-method = Method
adjusted-method-weighted = Weighted
adjusted-method-assigned = Assigned
adjusted-method-artificial = Artificial
adjusted-scoring = Scoring
adjusted-scoring-imps = IMPs against the other table
adjusted-scoring-matchpoints = Matchpoints against the field
adjusted-non-offending = Non-offending side
adjusted-side-ns = North–South
adjusted-side-ew = East–West
adjusted-scheme = Scheme
adjusted-scheme-wbf = WBF
adjusted-scheme-ebl = EBL
adjusted-scheme-nos_only = Non-offenders only
adjusted-table = Table result
adjusted-outcomes = Outcomes
adjusted-own-outcomes = The non-offenders' own score, without the self-inflicted part
adjusted-own-table = All the damage was self-inflicted: the non-offenders keep their table result.
adjusted-weight = Weight
adjusted-probability = Probability
adjusted-contract = Contract
adjusted-declarer = Declarer
adjusted-tricks = Tricks
adjusted-outcome-number = Outcome { $number }
adjusted-remove-outcome = Remove outcome { $number }
adjusted-add-outcome = Add an outcome
adjusted-add-own-outcome = Add an outcome for the non-offenders
adjusted-other-table = Other table
adjusted-other-table-score = Or North–South's score at the other table
adjusted-field = North–South's scores at the other tables
adjusted-award-average_plus = Average plus
adjusted-award-average = Average
adjusted-award-average_minus = Average minus
adjusted-result = Adjusted score
adjusted-problem-contract = “{ $text }” is not a contract: write 4H, 3NTX or Pass.
adjusted-problem-declarer = “{ $text }” is not a declarer: write N, E, S or W.
adjusted-problem-tricks = “{ $text }” tricks is impossible: declarer takes from 0 to 13.
adjusted-problem-share = “{ $text }” is not a weight: write 30%, 0.25 or 1/3.
adjusted-problem-sum = The weights add up to { $text }%, not 100%.
adjusted-problem-sum-ns = North–South's weights add up to { $text }%, not 100%.
adjusted-problem-sum-ew = East–West's weights add up to { $text }%, not 100%.
adjusted-per-side = Each side has its own weights
adjusted-weight-ns = Weight NS
adjusted-weight-ew = Weight EW
adjusted-problem-score = “{ $text }” is not a score in total points, such as 620 or -100.
poll-heading = Poll
poll-none = No poll for this step yet.
poll-add = Add a poll
served-heading = Answered on the pollees' phones
served-explain = Each pollee gets a link of his own (a QR code on the screen or on a printed slip) and answers on his phone; the answers appear here as they arrive. The laptop and the phones must be on the same network: the venue's Wi-Fi, or the laptop's own hotspot.
served-bind = Listen on (address:port)
served-pollees = Pollees (a number, or names one a line)
served-strength = Their strength
served-methods = Their methods
served-start = Serve to { $count } phones
served-state-serving = Served at { $address } since { $opened }: { $answered } of { $pollees } answered
served-state-open = Open since { $opened }, not served by this window: { $answered } of { $pollees } answered
served-state-closed = Closed at { $closed }: { $answered } of { $pollees } answered
served-serve-again = Serve again
served-show-codes = Show the QR codes
served-hide-codes = Hide the QR codes
served-slips = Print slips…
served-record = Print the answers…
served-close = Close the poll
served-close-ask = Close the poll? { $waiting } pollees have not answered; their links will take no answer.
served-close-confirm = Close it
served-close-cancel = Keep it open
served-poll-mode = Hand the laptop round…
poll-mode-title = Poll mode: the laptop handed round
poll-mode-explain = The window will show the poll's page full screen, one pollee at a time, and nothing else of the case. Set a PIN of at least four digits: only with it does the laptop come back to you (leaving the mode or closing the window asks for it).
poll-mode-set-pin = PIN
poll-mode-pin-again = PIN again
poll-mode-start = Start poll mode
poll-mode-pin-short = The PIN is at least four digits.
poll-mode-pin-differ = The two PINs differ: type it again.
poll-mode-no-poll = The poll is not open in this window.
poll-mode-all-answered = Every pollee has answered. Hand the laptop back to the Director.
poll-mode-your-answer = Your answer
poll-mode-another = Another answer:
poll-mode-considered = Which others did you seriously consider?
poll-mode-other = What else did you consider, in your words
poll-mode-send = Send my answer
poll-mode-received = Received: { $action }. Thank you. Hand the laptop to the next pollee (or back to the Director).
poll-mode-next = Next pollee
poll-mode-take-back = Director: take the laptop back
poll-mode-pin = Director's PIN
poll-mode-leave = Leave poll mode
poll-mode-stay = Stay
poll-mode-wrong-pin = Wrong PIN.
poll-mode-refused-unknown = This pollee is not one of the poll's.
poll-mode-refused-answered = This pollee has answered already.
poll-mode-refused-closed = The poll is closed.
poll-mode-refused-no-action = Choose your answer (or write another) and send again.
poll-mode-refused-too-long = The answer is too long: a few words are enough.
served-col-pollee = Pollee
served-col-class = Class
served-col-time = Received
served-col-answer = Answer
served-col-considered = Also considered
served-col-words = In his words
served-col-counted = Counted
served-waiting = waiting
served-aside-reason = Why the answer of { $pollee } is set aside
served-aside-hint = reason
served-aside = Set aside
served-aside-button = Set aside the answer of { $pollee }
served-set-aside = set aside at { $at }: { $reason }
served-error-address = "{ $address }" is not an address and port to listen on (for example 0.0.0.0:8080, or 127.0.0.1:8080 for this computer alone)
served-error-listen = the poll cannot be served on { $address }: { $reason }
poll-problem = Problem put to the pollees
poll-add-pollee = Add a pollee
poll-answer-heading = Record an answer with the bidding box
poll-answer-name = Pollee's name
poll-answer-level = Pollee's level
poll-answer-hint = Click the call the pollee chose, then any calls they also considered; a second click takes a call back. Calls the auction does not allow here are greyed out.
poll-answer-nothing = No call chosen yet
poll-answer-nothing-lead = No card chosen yet
poll-answer-chosen = Chooses { $chosen }
poll-answer-chosen-considered = Chooses { $chosen }; also considered { $considered }
poll-answer-comment = Pollee's comment
poll-answer-add = Add the answer
poll-answer-add-hint = Give the pollee's name and click the call chosen
poll-pollee = Pollee { $number }
poll-remove-pollee = Remove pollee { $number }
poll-name = Name
poll-level = Level
poll-action = Action
poll-considered = Also considered
poll-comment = Comment
poll-error-empty = The poll has no pollees.
poll-error-no-action = Pollee { $number } ({ $name }) gives no action.
poll-error-too-large = The poll has more pollees than can be counted.
poll-thresholds = Logical alternative: chosen or seriously considered by at least { $share }; obvious: chosen by more than { $obvious } ({ $source }).
poll-col-action = Action
poll-col-chose = Chose
poll-col-considered = Chose or considered
poll-col-interval = 95% interval
poll-col-verdict = Verdict
poll-count = { $count } of { $polled } ({ $share })
poll-la = logical alternative
poll-obvious = obvious
poll-not-la = not a logical alternative
poll-chart-threshold = LA threshold { $share }
poll-legend-chose = chose
poll-legend-considered = chose or considered
poll-legend-interval = 95% interval
write-up-generate = Draft from the answers
write-up-hint = The draft is written in the interface language; edit it as Markdown.
write-up-replace-question = The case already has a write-up. Replace it with the new draft? (Undo brings it back.)
write-up-replace = Replace
write-up-keep = Keep the write-up
write-up-editor = Write-up (Markdown)
write-up-preview = Preview
write-up-empty = Nothing written yet.
workflow-decide-only-heard = Only a heard case is marked decided; a decided or reviewed case goes back to the committee through the review.

## Case editor: facts, ruling, decision, review

editor-tab-facts = Facts
editor-tab-ruling = Ruling & appeal
editor-tab-decision = Decision
editor-tab-decision-on-review = Decision on review
editor-tab-decision-referee = Referee's decision
editor-tab-commentary = Commentary
editor-tab-review = Review
editor-item-up = Up
editor-item-down = Down
editor-item-remove = Remove
editor-facts = Facts
editor-facts-agreed-hint = What both sides accept, in Markdown. Mark facts the committee reconstructed as such.
editor-facts-agreed = Agreed facts
editor-facts-disputed = Disputed facts
editor-disputed-fact = Disputed fact
editor-disputed-point = point
editor-disputed-finding = the committee's finding
editor-add-disputed-fact = Add a disputed fact
editor-statements = Statements
editor-statement = Statement
editor-statement-speaker = speaker
editor-statement-seat = seat
editor-statement-text = text
editor-not-a-player = not a player
editor-add-statement = Add a statement
editor-ruling = The Director's ruling
editor-law-cited = Law cited
editor-cite-law = Cite a law
editor-cite-law-hint = 12C1(c), Law 16B1, 12.35
editor-cite-law-add = Add
editor-law-open = Open in the law panel
editor-law-unreadable = “{ $reference }” is not a law reference: write it as 12C1(c), Law 16B1 or 12.35.
editor-law-not-found = Not found: there is no { $reference } in the { $edition } Laws.
editor-law-not-in-edition-elsewhere = Not found: there is no { $reference } in the { $edition } Laws; the { $other } edition has it.
editor-ruling-text = Ruling
editor-ruling-adjusted-ns = Adjusted score, N–S
editor-ruling-adjusted-ew = Adjusted score, E–W
editor-appeal = The appeal
editor-side-ns = N–S
editor-side-ew = E–W
editor-appellant = Appellant
editor-appeal-lodged = Lodged at
editor-appeal-lodged-invalid = Write the date and time as 17.03.2024 21:40 or 2024-03-17 21:40.
editor-appeal-grounds = Grounds
editor-appeal-deposit = Deposit
editor-appeal-present = Present at the hearing
editor-present-person = Present
editor-add-present = Add a person present
editor-decision-outcome = Outcome
editor-decision-adjusted = The committee's adjusted score
editor-decision-no-adjusted = No adjusted score: the table result stands.
editor-decision-adjusted-where = The adjusted score is worked out in the “{ $tab }” tab.
editor-adjusted-outcomes = Outcomes weighed
editor-adjusted-outcome = { $contract } by { $seat }, { $tricks } tricks
editor-penalties = Procedural penalties
editor-penalties-none = No procedural penalty.
editor-penalty = Penalty
editor-penalty-side = side
editor-penalty-amount = amount
editor-penalty-amount-hint = 3 IMPs, 25% of a top
editor-penalty-amount-missing = A penalty needs its amount, e.g. 3 IMPs or 25% of a top.
editor-penalty-reason = reason
editor-new-penalty-side = New penalty on
editor-new-penalty-amount = New penalty's amount
editor-add-penalty = Add the penalty
editor-decision-deposit-heading = Deposit and merit
editor-decision-deposit = The deposit is
deposit-returned = returned
deposit-kept = kept
editor-without-merit = The appeal was without merit
editor-decision-reasons = Reasons
editor-reasoning = Reasoning
editor-dissent = Dissent
editor-commentary = Commentary
editor-commentary-hint = Comments printed after the decision, each by a named commentator, in Markdown.
editor-comment = Comment
editor-comment-by = commentator
editor-comment-by-missing = A comment needs its commentator's name.
editor-comment-text = text
editor-comment-choose = choose from the case's commentators
editor-new-comment-by = New comment by
editor-new-comment-by-hint = the commentator's name
editor-add-comment = Add a comment
editor-status = Status: { $status }
editor-status-waits-draft = being prepared for the hearing
editor-status-waits-heard-committee = the committee is deciding
editor-status-waits-heard-director_panel = the panel of directors is deciding
editor-status-waits-heard-review_of_ruling = the ruling is under review
editor-status-waits-heard-referee = the referee is deciding
editor-status-waits-decided = waits for the chief director's review
editor-status-waits-sent_back = the Director rules again, and the case goes back under review
editor-status-waits-reviewed = approved; goes into the next casebook
editor-status-waits-published = in a published casebook
editor-review-flow = Where the case stands
editor-review-current = { $status } (now)
editor-mark-heard = Mark heard
editor-mark-decided = Mark decided
editor-back-to-draft = Back to draft
editor-decided-refused = The case cannot be marked decided while steps of the committee's workflow are open:
editor-decided-no-workflow = The committee's workflow could not be read, so the case cannot be marked decided: { $reason }
editor-decided-where = Answer them in the “{ $tab }” tab.
editor-step-open = not answered
editor-step-locked = waits for an earlier step
editor-step-needs-review = to confirm after an earlier answer changed
editor-chief-director = The chief director's review
editor-reviewer = Chief director
editor-reviewer-hint = your name
editor-reviewer-login-hint = your login: the archive signs the review with it
editor-review-note = Note
editor-approve = Approve
editor-return = Return with notes
editor-return-needs = To return the case, give your name and a note saying what the committee should reconsider.
editor-return-needs-note = To return the case, write a note saying what the committee should reconsider.
editor-reviewed-hint = Reviewed cases go into the casebook when it is published (File → Publish casebook…).
editor-sent-back-hint = The review sent this case back to the Director. When he has found what the review asked for and ruled again, mark it heard: it goes back under review.
editor-review-again = Mark heard: review again
editor-withdraw-approval = Withdraw the approval
editor-withdraw-publication = Withdraw from publication
editor-review-notes = Review notes
editor-review-notes-none = No notes yet.
editor-review-note-by = { $by }, { $at }
editor-review-note-anonymous = unsigned
case-list-review-queue = Review queue ({ $count })
case-list-review-queue-hint = Decided cases waiting for the chief director's review
case-list-clear-filters = Clear filters
case-list-filter-all = all
case-list-filter-year = Filter by year
case-list-filter-event = Filter by event
case-list-filter-subject = Filter by subject
case-list-filter-status = Filter by status
case-list-filter-order = Sort the list by
case-list-year = Year
case-list-event = Event
case-list-subject = Subject
case-list-status = Status
case-list-order = Sort
case-list-order-case_number = case number
case-list-order-board = board
case-list-order-last_updated = last updated
case-list-showing = { $count } of { $total }
case-list-no-match-filtered = No case passes the filters; clear them to see every case.

## Double dummy
command-analyse-deals = Analyse all deals (double dummy)…
dd-heading = Double dummy
dd-computing = Computing the double-dummy table…
dd-incomplete = No double-dummy table: { $reason }
dd-worker-stopped = the double-dummy analysis stopped without an answer
dd-caveat = Double dummy: every card known to every player. It shows what the cards allow, not the likely result a committee adjusts to (Law 12C1(c) of 2017; 12C2–12C3 of 1997).
dd-cell-name = { $seat } in { $strain }: { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
dd-par = Par { $score }: { $contracts }
dd-par-passed-out = Par { $score }: passed out
dd-par-contract = { $result } ({ $seats })
dd-play-heading = The play, double dummy
dd-play-summary = { $contract } by { $declarer }: { $before } tricks double dummy before the lead, { $after } after card { $cards }.
dd-play-cost = Trick { $trick }: { $seat }'s { $card } cost { $cost ->
    [one] a trick
   *[other] { $cost } tricks
} ({ $after } for declarer's side after it).
dd-play-no-cost = No card cost a trick.
dd-play-stop-unknown = The analysis stops at trick { $trick }: { $seat }'s card is not recorded.
dd-play-stop-out-of-turn = The analysis stops at trick { $trick }: { $seat } led out of turn.
dd-play-stop-revoke = The analysis stops at trick { $trick }: { $seat }'s { $card } is a revoke.
dd-play-stop-illegal = The analysis stops at trick { $trick }: { $seat } could not play { $card } there.
adjusted-dd-tricks = DD
adjusted-dd-tricks-hint = Tricks this contract takes double dummy (every card known); coloured when they differ from the tricks typed.
adjusted-dd-tricks-name = double dummy { $tricks ->
    [one] { $tricks } trick
   *[other] { $tricks } tricks
}
analyse-deals-title = Analyse all deals
analyse-deals-progress = { $done } of { $total } deals analysed
analyse-deals-cancel = Cancel
analyse-deals-cancelling = Stopping after the deals being solved…
analyse-deals-done = { $solved } deals analysed in { $seconds } s; { $already } were analysed before.
analyse-deals-cancelled = Cancelled: { $solved } of { $total } deals analysed and kept; the rest are left for next time.
analyse-deals-refused = Not analysed: board with { $deal } — { $reason }
analyse-deals-close = Close

## Precedents and the archive

command-archive = Archive: statistics and consistency…
case-list-row-flags = ⚑ { $count }
case-list-row-flags-hint = Like cases were decided otherwise: the Review tab lists them.
poll-print-sheet = Print the poll sheet…
poll-print-sheet-hint = The problem as a pollee sees it: the hand and the auction as that player knew it, without the unauthorized information (PDF, or HTML by the file's name)
poll-print-lead-sheet = Print the opening-lead sheet…
poll-print-lead-sheet-hint = The leader's hand and the whole auction as the leader knew it, for peers asked what they would lead (PDF, or HTML by the file's extension)
poll-fill-lead-problem = Fill the opening-lead problem from the case
poll-answer-heading-lead = Record an answer on the leader's cards
poll-answer-hint-lead = Click the card the pollee would lead, then any other leads they considered; a second click takes a card back.
poll-fill-problem = Fill the problem from the case
command-law-panel = Law panel
command-hearing-view = Hearing view (full screen)
hearing-no-case = Open a case to show it to the room.
hearing-title = Case { $case } · Board { $board }
hearing-step = Question { $number } of { $count }
hearing-tally-row = { $action }: chosen by { $chose } of { $polled }, seriously considered by { $considered } more
hearing-keys = ← → the questions · T the poll's tally · Esc leaves
votes-heading = The committee's vote
votes-cast-hint = { $member } votes “{ $answer }”
votes-majority = { $count }: the committee's answer is “{ $answer }”
votes-no-majority = { $count }: no majority yet
votes-casting-vote = { $count }, settled by the chair’s casting vote ({ $chair }): the committee’s answer is “{ $answer }”
votes-tie-open = { $count }: the committee is split and its profile gives the chair no casting vote; the question stays open until a member changes sides
votes-dissent = Dissent of { $member } (printed signed in the write-up and the casebook)
precedents-open-case = Open { $case }
precedents-back-to = ← Back to { $case }
precedents-no-database = No database is open.
precedents-indexing = Indexing the archive…
precedents-indexing-progress = Indexing the archive: { $done } of { $total } cases…
precedents-like-heading = Like cases
precedents-like-detail = Decided cases most like this one: the Laws cited, the kind of case, the findings, the decision point, the words of the facts.
precedents-like-none = No decided case is like this one yet.
precedents-like-none-detail = No other decided case shares its Laws, its kind, its findings or its decision point.
precedents-like-hide = Hide like cases
precedents-like-show = Show like cases
precedents-citing-heading = Cases citing this ({ $count })
precedents-citing-none = No case cites this unit or its counterpart in the other edition.
precedents-citing-more = and { $count } more
precedents-citing-elsewhere = { $count ->
    [one] { $count } case cites { $label } of the { $edition } Laws.
   *[other] { $count } cases cite { $label } of the { $edition } Laws.
}
precedents-citing-elsewhere-as = { $count ->
    [one] { $count } case cites { $label } of the { $edition } Laws (= { $counterpart } of { $asked }).
   *[other] { $count } cases cite { $label } of the { $edition } Laws (= { $counterpart } of { $asked }).
}
precedents-citing-elsewhere-open = Open { $label } of { $edition }
precedents-flags-heading = Like cases decided otherwise
precedents-flags-none = No like case was decided otherwise.
precedents-flags-detail = Ask why before approving: like cases where the committee found otherwise.
archive-window-title = Archive: statistics and consistency
archive-tab-statistics = Statistics over the years
archive-tab-consistency = Consistency
archive-empty = The archive has no dated cases yet.
archive-from = From
archive-to = to
archive-all-years = All years
archive-consistency-working = Comparing the decided cases…
archive-summary = { $cases } cases over { $years } years
archive-chart-subjects = Cases per year by subject
archive-chart-rulings = The Director's rulings: upheld, changed, cancelled
archive-chart-bodies = The rulings by the body that heard the appeal
archive-cases = cases
archive-upheld = upheld
archive-changed = changed
archive-cancelled = cancelled
archive-undecided = not decided
archive-chart-deposits = Deposits kept and appeals without merit
archive-deposits-kept = deposit kept
archive-without-merit = appeal without merit
archive-deposits-returned = deposit returned
archive-chart-methods = Adjusted scores by method
archive-method-weighted = weighted
archive-method-assigned = assigned
archive-method-artificial = artificial
archive-chart-laws = The Laws most cited
archive-law = Law
archive-chart-panel = The panels' word: changed rulings judged improved, worsened or too close
archive-panel-explained = From the casebooks' panels: of the rulings an appeal changed, how many the panel judged improved (up) and worsened (down); improvement per case = (improved − worsened) / changed rulings judged.
archive-panel-improved = improved
archive-panel-worsened = worsened
archive-panel-too-close = too close
archive-panel-year = Year
archive-panel-body = Heard by
archive-panel-commented = Commented
archive-panel-changed = Changed, judged
archive-panel-improvement = Improvement per case
archive-panel-ruling-mark = Ruling's mark
archive-panel-decision-mark = Decision's mark
archive-panel-all = Total
archive-panel-by-law = By Law
archive-consistency-summary = { $cases } decided cases; { $pairs } pairs of like cases decided otherwise

## Errors: the core's errors as the window words them (src/i18n/errors). The English mirrors
## the core's own wording; each message keeps the line, card, seat or call the error names.

error-seat-of = { $seat ->
    [N] North
    [E] East
    [S] South
   *[W] West
}
error-side = { $side ->
    [NS] North–South
   *[EW] East–West
}
error-at-path = { $path }: { $reason }
error-expected-first-seat = the first seat (N, E, S or W)
error-expected-pbn-deal = a PBN deal such as N:AKQ2.T98..J9876 - - -
error-expected-colon = ':' after the first seat
error-expected-deal-end = the end of the deal (a deal has four hands)
error-expected-four-hands = four hands separated by spaces, - for an unknown hand
error-expected-line-seat = a seat (N, E, S or W) at the start of the line
error-expected-rank-or-space = a rank (AKQJT98765432 or 10) or a space
error-expected-pbn-hand = a hand such as AKQ2.T98..J9876
error-expected-ten = 0 (a ten is written 10 or T)
error-expected-rank-pbn = a rank (a PBN hand has four suits, so three dots)
error-expected-dot-after-void = '.' after a void
error-expected-rank-or-dot = a rank (AKQJT98765432 or 10) or '.'
error-expected-dot = '.' (a PBN hand has four suits, so three dots)
error-expected-spades = the spade holding (ranks such as AKQ2, or - for a void)
error-expected-hearts = the heart holding (ranks such as AKQ2, or - for a void)
error-expected-diamonds = the diamond holding (ranks such as AKQ2, or - for a void)
error-expected-clubs = the club holding (ranks such as AKQ2, or - for a void)
error-expected-hand-end = the end of the hand (a hand has four suits)
error-expected-space-after-void = a space after the void
error-expected-first-caller = the seat of the first call: N, E, S or W
error-expected-leader = the seat of the opening leader: N, E, S or W
error-expected-board-number = a board number, 1 or more
error-expected-seat = a seat: N, E, S or W
error-expected-vulnerability = None, NS, EW or All
error-expected-declarer = a seat: N, E, S or W, with ^ before it if declarer and dummy were swapped
error-expected-contract = a contract such as 4HX or 3NT, or Pass
error-expected-tricks = a number of tricks from 0 to 13 ("9", "NS 9" or "EW 4")
error-expected-result-without-declarer = a result for declarer, as no declarer is given
error-expected-score = a score such as "NS 620", "EW 100" or "620"
error-expected-score-without-declarer = a score with NS or EW, as no declarer is given
error-expected-tag = a tag such as [Event "…"] or commentary
error-expected-play-token = a card such as SK or H2, -, =n=, $n, ^R, ^L, * or +
error-expected-after-play-end = nothing after * (the play has stopped)
error-expected-auction-token = a call (Pass, X, XX, 1C to 7NT, AP), =n=, $n, ^I, ^S, * or +
error-expected-call-after = a call after it
error-deal-unexpected = unexpected “{ $found }” at character { $position }; expected { $expected }
error-deal-ends = the text ends at character { $position }; expected { $expected }
error-deal-repeated-card = { $card } is written twice in the same hand (character { $position })
error-deal-duplicate-card = { $card } is in both { $first } and { $second }
error-deal-wrong-count = { $seat } has { $count ->
    [one] { $count } card
   *[other] { $count } cards
}, a hand has 13
error-deal-hand-too-long = a hand has at most 13 cards; this one has { $count }
error-deal-unknown-hand = { $seat }'s hand is not known; a complete deal has all four hands
error-deal-seat-repeated = { $seat } is given twice (character { $position })
error-deal-too-few-complete = the last hand can be filled in when three hands have 13 cards each; { $count } of four do
error-call-empty = empty call: write Pass, X, XX or a bid such as 1S, 2♠ or 3NT
error-call-unknown = “{ $text }” is not a call: write Pass, X, XX or a bid such as 1S, 2♠ or 3NT
error-call-level = the level of “{ $text }” is impossible: a bid is from 1 to 7
error-call-missing-strain = “{ $text }” has a level but no strain: write C, D, H, S or NT after it, as 1S or 3NT
error-call-strain = “{ $strain }” in “{ $text }” is not a strain: write C, D, H, S or NT (♣ ♦ ♥ ♠, БК)
error-call-not-a-bid = “{ $text }” is a call but not a bid: a bid has a level and a strain, as 1S or 3NT
error-call-all-pass = “{ $text }” (all pass) stands for the passes that end an auction, not for one call
error-call-at = call { $position } (“{ $written }”): { $reason }
error-illegal-insufficient = insufficient bid: { $bid } does not overcall the last bid, { $last } (Law 18D)
error-illegal-double-without-bid = X with no bid made: only an opponent's bid may be doubled (Law 19A1)
error-illegal-double-own-side = X of { $bid }, a bid by the doubler's own side: only an opponent's bid may be doubled (Law 19A1)
error-illegal-already-doubled = X of { $bid }: the bid is already doubled (Law 19A1)
error-illegal-redouble-without-double = XX with no double to redouble: only an opponent's double may be redoubled (Law 19B1)
error-illegal-redouble-own-side = XX of { $bid }, doubled by the redoubler's own side: only an opponent's double may be redoubled (Law 19B1)
error-illegal-already-redoubled = XX of { $bid }: the bid is already redoubled (Law 19B1)
error-illegal-auction-ended = the auction has ended (three passes after the last bid, or four passes): no call may follow (Laws 22 and 39)
error-auction-call = call { $position }: { $reason }
error-auction-illegal = call { $position } (“{ $written }”): { $reason }
error-auction-after-all-pass = “{ $written }” after AP: all pass ends the auction
error-card = “{ $text }” is not a card: write the suit then the rank, as SA, H10 or ♦T
error-seat = unknown seat “{ $text }”: expected N, E, S or W
error-side-unknown = unknown side “{ $text }”: expected NS or EW
error-vulnerability = unknown vulnerability “{ $text }”: expected None, NS, EW or All
error-contract = “{ $text }” is not a contract: write the level 1–7, the strain and X or XX, as 4HX or 3NT
error-contract-level = contract level { $level } is impossible: a contract is from 1 to 7
error-board-zero = there is no board 0: boards are numbered from 1
error-board-number = “{ $text }” is not a board number
error-scoring-tricks = { $count } tricks is impossible: declarer takes from 0 to 13 tricks
error-card-played-twice = { $card } is played twice
error-too-many-tricks = the play has more than 13 tricks
error-pbn-at-tag = line { $line }, tag { $tag }: { $reason }
error-pbn-at-line = line { $line }: { $reason }
error-pbn-not-utf8 = this line is not valid UTF-8, the character set the file declares
error-file-not-unicode = this line is not valid { $text }, the encoding the file's byte-order mark names
error-pbn-charset = the file declares the character set “{ $text }”, which is not known
error-pbn-truncated = the file ends inside { $place }: it looks truncated
error-pbn-inside-tag-pair = a tag pair
error-pbn-inside-tag-value = a tag value
error-pbn-inside-comment = a {"{"} comment
error-pbn-malformed-tag = malformed tag: { $reason }
error-pbn-tag-no-name = expected a tag name after [, found “{ $found }”
error-pbn-tag-no-value = expected the value in quotes after { $tag }, found “{ $found }”
error-pbn-tag-unclosed = the value of { $tag } is not closed with " on its line
error-pbn-tag-no-bracket = expected ] after the value of { $tag }, found “{ $found }”
error-pbn-bad-value = “{ $found }” is not { $expected }
error-pbn-inheritance = the value "#" (or "##") may not be inherited in this tag (PBN §4.8)
error-pbn-data-after-tag = unexpected “{ $text }” after the tag: only Auction, Play and table tags are followed by data
error-pbn-unexpected = “{ $found }” cannot be read here: expected { $expected }
error-pbn-call-after-end = “{ $text }” follows the * or + that ends the section
error-pbn-auction-not-ended = the auction does not end: it needs three passes after the last bid (four if nobody bid), AP, or * to say it stops there
error-pbn-first-caller = the auction starts with { $first } but the dealer is { $dealer }
error-pbn-nothing-to-annotate = “{ $text }” has no call or card before it to annotate
error-pbn-card-not-held = { $card } is played by { $seat }, whose hand does not hold it
error-pbn-malformed-note = a Note is written "n:text" with n from 1 (“{ $text }”)
error-lin-at-key = line { $line }, { $tag }|: { $reason }
error-lin-at-line = line { $line }: { $reason }
error-lin-no-lin = the link has no lin= part: expected a BBO hand viewer link such as …handviewer.html?lin=pn|…
error-lin-no-board = no board: LIN gives a board as md|… (the deal) or mb|… (the calls)
error-lin-truncated = the text ends inside the value of { $text }|: it looks truncated
error-lin-dealer = “{ $text }” does not start with the dealer: 1 South, 2 West, 3 North, 4 East
error-lin-hand = hand { $seat } of the deal: “{ $found }” is not a hand such as SAKQHT98D2CAJ32
error-lin-vulnerability = “{ $text }” is not a vulnerability: o (none), n, e or b (both)
error-lin-call-before-deal = a call before the deal (md|) names the dealer
error-lin-card-before-deal = a card before the deal (md|): whose card it is cannot be known
error-lin-explanation = an explanation with no call before it
error-lin-card = “{ $text }” is not a card such as D4 or ST
error-lin-claim = “{ $text }” is not a claim: the number of tricks declarer claims in all, 0 to 13
error-record-no-board = the record has no board number; a case is about one numbered board
error-record-other-board = the record is board { $board }, the case is about board { $number }
error-record-call-differs = call { $position } is { $call } in the case, with the committee's notes on it, but { $found } in the file; correct the case's auction first so that the notes keep their call
error-record-call-missing = call { $position } is { $call } in the case, with the committee's notes on it, but missing in the file; correct the case's auction first so that the notes keep their call
error-import-not-hand-records = a case bundle holds whole cases, not hand records
error-import-no-board = the { $format } file holds no board
error-import-record = { $place }: { $reason }
error-import-place = record { $position } of the file
error-import-place-board = record { $position } of the file (board { $board })
error-import-place-room = record { $position } of the file (board { $board }, { $room } room)
error-import-no-such-board = board { $board } is not in the file (it has { $count ->
    [one] board
   *[other] boards
} { $numbers })
error-import-no-such-room = board { $board } has no { $room } room in the file (it has { $rooms })
error-import-several-boards = board { $board } is in the file { $count } times (rooms: { $rooms }); choose the room
error-store-not-found = { $path }: no such database file
error-store-not-sqlite = { $path }: not an SQLite database (the file does not start with the SQLite header)
error-store-not-casebook = { $path }: an SQLite database, but not Casebook's: { $reason }
error-store-empty-file = the file is empty
error-store-other-tables = it holds another program's tables
error-store-application-id = its application id is { $id }
error-store-corrupt = { $path }: the database is damaged ({ $detail }); restore a backup or run `casebook check`
error-store-newer-schema = { $path }: made by a newer Casebook (schema version { $found }; this version knows up to { $supported }); it was not changed: { $install }
error-store-read-only = { $path }: the file is read-only; Casebook needs to write to its database
error-store-locked = { $path }: the database is locked by another program or window; try again when it is done
error-store-conflict = case { $uuid } was saved by someone else in the meantime (stored revision { $stored }, yours was based on { $yours }); your text is kept among the conflicts
error-store-no-such-case = no case { $uuid } in this database
error-store-delete-refused = case { $uuid }: your role may not delete it (a committee member deletes only the undecided cases — draft or heard — of its events; the chief director and the administrator any case)
error-store-save-refused = case { $uuid }: your role may not save this change (a committee member changes only the cases of its events, and does not approve them; the editor and a commentator change no case); your edits are not lost
error-store-review-only = case { $uuid }: a reviewer of the ruling writes the review alone (the answers to its steps, the decision, the deposit); the facts, the statements and the ruling are the Director's — nothing was saved, your edits are not lost
error-store-set-aside-reason = an answer is set aside with a reason: write why it is not counted
error-store-text-held = the library already holds this text as text { $id } ({ $title }); nothing was added: remove it or import with --replace
error-store-no-such-text = the library holds no added text { $id } (casebook texts list shows them)
error-store-texts-refused = your role may not add or remove texts of the law library (the chief director, the editor and the administrator may); nothing was changed
error-store-comment-refused = case { $uuid }: this login may not write the comment of { $commentator }: a commentator writes only his own, on the decided cases the panel asks him about
error-panel-no-scope = the panel names neither a year nor an event
error-panel-zero-scale = the scale of marks must go above 0
error-panel-unnamed = a commentator has no name
error-panel-same-name = two commentators are named «{ $name }»
error-panel-same-login = two commentators write as { $login }
error-comment-no-commentator = the comment names no commentator
error-comment-mark-above-scale = the mark { $mark } is above the panel's scale of 0–{ $scale }
error-comment-empty = the comment has no text, no mark and no verdict
error-store-invalid-case = case { $uuid }: { $reason }
error-store-status-change = case { $uuid }: the status cannot move from { $from } to { $to }; it moves one step at a time
error-store-stored-case = case { $uuid } as stored cannot be read: { $field }: { $detail }
error-store-bundle = bundle refused, nothing imported: { $reason }
error-store-cancelled = Stopped before the end: nothing was imported
error-store-sqlite = database error: { $detail }
error-archive-unreachable = { $archive }: cannot reach the server: { $reason }
error-archive-login = { $archive }: the server refused the login: { $reason }
error-archive-no-hba-line = { $archive }: the server's pg_hba.conf has no line letting { $user } into { $database } from this computer (an unencrypted connection): its administrator adds one (hostssl { $database } { $user } ADDRESS/BITS scram-sha-256) and reloads the server
error-archive-no-hba-line-encrypted = { $archive }: the server's pg_hba.conf has no line letting { $user } into { $database } from this computer (an encrypted connection): its administrator adds one (hostssl { $database } { $user } ADDRESS/BITS scram-sha-256) and reloads the server
error-archive-tls-refused = { $archive }: the server takes no encrypted connection, and sslmode={ $mode } asks for one: its administrator turns TLS on (ssl = on in postgresql.conf, with the server's certificate); sslmode=disable only on a network you trust
error-archive-no-createrole = the archive's owner { $login } may not create roles, which putting the archive under roles needs: the server's superuser gives it with ALTER ROLE "{ $login }" CREATEROLE, or runs casebook archive init once
error-archive-not-casebook = { $archive }: not a Casebook archive: { $reason }; it was not changed
error-archive-newer-schema = { $archive }: made by a newer Casebook (schema version { $found }; this version knows up to { $supported }); it was not changed: { $install }
# Where an older Casebook sends its user for the newer one: the { $install } of error-store-newer-schema and error-archive-newer-schema.
error-install-newer = install the newer Casebook from where your federation distributes it
error-install-newer-from = install the newer Casebook from { $address }
error-archive-server-too-old = { $archive }: the server runs PostgreSQL { $found }; Casebook needs PostgreSQL { $needed } or newer
error-archive-server = { $archive }: { $message }
error-archive-address = { $archive }: { $reason }
error-address-scheme = a server's address starts with postgres:// or postgresql://
error-address-port = "{ $text }" is not a port number
error-address-sslmode = sslmode "{ $text }" is not one of disable, allow, prefer, require, verify-ca, verify-full
error-address-option = the address has an unknown option "{ $text }"
error-address-timeout = connect_timeout "{ $text }" is not a number of seconds
error-address-ipv6 = "{ $text }": an IPv6 address is not closed with ]
error-address-host-port = "{ $text }" is not a host and port
error-address-escape = "{ $text }" has a broken %-escape
error-address-utf8 = "{ $text }" is not UTF-8 once unescaped
error-address-no-user = the address names no user, and neither does PGUSER
error-archive-destination-not-empty = { $destination } already holds { $cases } cases: an archive is copied into an empty one (to merge, import a bundle)
error-bundle-json = broken JSON at line { $line }, column { $column }: { $detail }
error-bundle-not-object = a bundle is a JSON object
error-bundle-format = format is "{ $found }", not "{ $expected }"
error-bundle-no-format = no "format": "{ $expected }" field
error-bundle-no-version = no "version" number
error-bundle-version = bundle version { $found }; this Casebook reads version { $supported }
error-bundle-no-cases = no "cases" list
error-bundle-revision-too-large = revision { $revision } is too large
error-bundle-case = case { $position }: { $reason }
error-bundle-case-uuid = case { $position } ({ $uuid }): { $reason }
error-bundle-revision-zero = revision 0 is a case never saved
error-bundle-uuid-twice = the UUID appears twice in the bundle
error-io-not-found = no such file or folder
error-io-permission = permission denied
error-io-full = the disk is full
error-io-read-only = the file system is read-only
error-io-directory = it is a folder, not a file
error-io-cannot-open = the database file cannot be opened
error-open-no-default = there is no default database location on this system (no home directory): start with --db PATH
error-field = { $field ->
    [identity] {""}
    [people] {""}
    [calls] {""}
    [board] {""}
    [year] year
    [language] language
    [seat] seat
    [name] name
    [role] role
    [deal] deal
    [auction] auction
    [dealer] dealer
    [call] call
    [note] note
    [result] result
    [contract] contract
    [declarer] declarer
    [tricks] tricks
    [play] play
    [opening_lead] opening lead
    [ruling] ruling
    [decision] decision
    [adjusted] adjusted score
    [weight] weight
    [step] step
    [action] action
    [amount] amount
    [commentator] commentator
    [review] review
    [status] status
    [uuid] UUID
   *[other] { $field }
}
error-field-item = { $field ->
    [players] player { $position }
    [committee] committee member { $position }
    [annotations] call note { $position }
    [outcomes] outcome { $position }
    [workflow] answer { $position }
    [polls] poll { $position }
    [pollees] pollee { $position }
    [procedural_penalties] penalty { $position }
    [commentary] comment { $position }
    [subjects] subject { $position }
   *[other] { $field } { $position }
}
error-case-field = { $field }: { $reason }
error-case-year = { $text } is not a plausible year
error-case-language = the language is empty; write a code such as ru
error-case-seat-taken = { $seat } already has a player
error-case-name-empty = the name is empty
error-case-second-chair = the committee already has a chair
error-case-auction-dealer = the auction starts with { $caller } but the board's dealer is { $dealer }
error-case-no-such-call = call { $position } does not exist: the auction has { $count ->
    [one] { $count } call
   *[other] { $count } calls
}
error-case-annotated-twice = call { $position } is annotated twice
error-case-note = note number { $number } is zero or already used
error-case-no-declarer = a contract needs a declarer
error-case-passed-out = a passed-out board has no declarer or tricks; enter the contract
error-case-tricks = { $count } tricks: a deal has 13
error-case-lead = { $card } is not in the opening leader's ({ $leader }) hand
error-case-weight = “{ $text }” is not a weight: write a percentage (30%), a fraction (1/3) or a decimal (0.25)
error-case-step-empty = the step is empty
error-case-action-empty = the pollee's action is empty
error-case-penalty-amount = the penalty has no amount
error-case-commentator = a comment needs its commentator's name
error-case-subject-twice = { $subject } is listed twice
error-case-given-twice = the case is given twice among those saved
error-definitions-json = not valid JSON: { $detail }
error-definitions-invalid = { $field }: { $detail }
error-adjust-no-outcomes = there are no outcomes to assign or weigh
error-adjust-negative-weight = the weight of { $outcome } is { $weight }, and a weight cannot be negative
error-adjust-side-weights-sum = { $side }'s weights add up to { $sum }, not 100% ({ $listing })
error-adjust-weights-sum = the weights add up to { $sum }, not 100% ({ $listing })
error-adjust-probability = the probability of { $outcome } is { $weight }, outside 0 to 100%
error-adjust-probabilities-sum = the probabilities add up to { $sum }, more than 100% ({ $listing })
error-adjust-mixed-weights = outcomes mix one weight for both sides with separate weights per side; give every outcome the same kind
error-adjust-offender-weights = under the non-offenders-only scheme the offenders get their assigned score, so they take no weights of their own
error-adjust-empty-field = there are no matchpoint comparisons: give the North–South scores at the other tables
error-adjust-no-other-room = the other room has no results to compare with
error-adjust-negative-other-room = the weight of the other room's result { $position } is negative
error-adjust-other-room-sum = the other room's weights add up to { $sum }, not 100%
error-adjust-knockout = knockout averaging (2017 Law 12C4, 1997 Law 86B) applies to IMP scoring, not to matchpoints
error-adjust-combined-award = under the { $edition } Laws an artificial and an assigned score are never combined for one infraction (1997 commentary 12.26); the more favourable of average plus and an assigned score is 2017 Law 86B2(b)
error-adjust-average-plus-or-assigned-teams = the more favourable of average plus and an assigned score (2017 Law 86B2(b)) is for team play, scored in IMPs
error-adjust-average-plus-or-assigned-without = 2017 Law 86B2(b) compares average plus with an assigned or weighted score; give one
error-adjust-session-percent = a session score of { $weight }% is outside 0 to 100%
error-adjust-weighting-not-allowed = { $profile } does not allow weighted scores: { $source }
error-adjust-overflow = the numbers are too finely divided to compute exactly; simplify the weights
error-weight-malformed = “{ $text }” is not a weight: write a percentage (25%, 33.33%), a decimal (0.25) or a fraction (1/3)
error-weight-too-precise = “{ $text }” has more decimals than a weight is written with (percentages to two, decimals to four): write it as a fraction such as 1/3
error-weight-zero = “{ $text }” divides by zero
error-law-search-index = the law search index cannot be read: { $detail }
error-law-search-unavailable = the law search index could not be built: { $detail }
error-dd-deal = the deal cannot be analysed double dummy: { $detail }
error-dd-table-line = “{ $line }” is not a declarer, a strain and a trick count
error-dd-table-cell = “{ $line }” is not a declarer, a strain and 0–13 tricks
error-dd-table-incomplete = the table does not give all twenty declarer and strain cells
error-dd-table-differs = the file gives { $seat } { $claimed } tricks in { $strain }; double dummy they take { $solved }
error-publish-no-cases = no reviewed cases of { $year } to publish ({ $published } already published, { $count } not yet reviewed)
error-publish-no-cases-filtered = no reviewed cases of { $year } to publish for the events and subjects asked for ({ $published } already published, { $count } not yet reviewed)
error-publish-training = { $count ->
    [one] { $count } training case, which is never published
   *[other] { $count } training cases, which are never published
}
error-publish-output-twice = { $path } is named twice: one casebook is written once to each file
error-site-federation-twice = two archives are named as the federation “{ $name }”: name each archive differently
error-site-no-cases = no published case to put on the website: publish the year’s casebook first
error-site-no-cases-narrowed = no published case to put on the website for the year and events asked for: publish the year’s casebook first
error-site-index = the search index could not be built: { $detail }
error-site-write = cannot write the website to { $path }: { $reason }
error-site-not-a-folder = { $path } is a file, not a folder: the website is a folder of pages
error-publish-write = cannot write the casebook to { $path }: { $reason }
error-publish-typeset = the PDF could not be typeset: { $detail }
error-number = not a whole number
error-number-too-large = the number is too large
editor-saver-not-started = case { $uuid }: the saving thread could not start
editor-saver-stopped = case { $uuid }: the saving thread has stopped
import-unrecognised = { $file }: neither a PBN or LIN hand record nor a case bundle
import-bundle-not-utf8 = { $file }: a case bundle must be Unicode text (UTF-8, or UTF-16 with a byte-order mark)
import-not-started = the import could not start
import-no-answer = the import stopped without an answer
error-sheet-past-the-end = the auction has { $count } calls: there is no call { $call } to poll
error-sheet-not-the-seat = call { $call } was made by { $other }, not by { $seat }
error-sheet-no-decision-point = the case has no call to poll: no break in tempo or alert marks one
error-sheet-no-contract = the auction has not ended in a contract: there is no opening lead to poll
error-sheet-no-hand = { $seat }'s hand is not in the case's deal
error-vote-not-on-committee = { $member } is not on the case's committee: the vote is not counted
error-vote-already = { $member } has already voted on this question
error-vote-not-voted = the committee does not vote on this question
error-vote-no-such-answer = “{ $answer }” is not an answer to this question
error-vote-not-in-minority = { $member } did not vote with the minority: only a member of the minority writes a dissent
error-vote-none = { $member } has not voted on this question
error-vote-settled = the vote has settled this question: a vote is taken back only while it is open
votes-withdraw = { $member } takes back the vote

## An event's results: the traveller, importing a results file
results-place-board = board { $board }
results-place-section = section { $section }
results-place-table = table { $table }
results-place-pairs = NS { $ns } v EW { $ew }
results-place-line = line { $line }
results-unit-matchpoints = matchpoints
results-unit-butler = Butler IMPs
results-unit-cross-imps = cross-IMPs
results-unit-imps = IMPs
error-results-wrong-score = { $result } scores { $law77 } not { $given }
error-results-no-such-board = the event has no board { $board } (its boards are { $boards })
error-results-pair-twice = { $side } pair { $pair } has two lines on the board
error-results-table-twice = table { $table } has two lines on the board
error-results-two-vulnerabilities = the board is given as { $first } vulnerable and also as { $second }
error-results-points-disagree = the file gives { $side } { $given } { $unit }, the traveller gives { $computed }
error-results-datum = the file's Butler datum is { $given }, the traveller's is { $computed }
error-results-unplaced = { $detail }; no board can be imported while a line of the file cannot be placed
error-results-other-event = the file is for the event "{ $file }", not "{ $event }"
error-results-pair-listed-twice = pair { $pair } is listed twice among the event's pairs
error-results-rescoring = the adjustments do not apply: { $detail }
error-results-read = the results file cannot be read: { $detail }
error-results-no-event = the case names no event: its results cannot be found
error-results-no-results = the archive holds no results of the event "{ $event }"
error-results-no-board = the results of the event "{ $event }" have no board { $board }
error-results-ruling = the ruling cannot be put into the field: { $detail }
command-import-results = Import results…
traveller-heading = Traveller
traveller-reading = Reading the event's results…
traveller-none = The archive holds no results of this event's board (File › Import results…).
traveller-caption = Board { $board }: { $results } results, matchpoints on the scale of two for a win (top { $top }).
traveller-neuberg = Scaled to { $results } results (Neuberg): the board was not played at every table.
traveller-table = Table
traveller-ns = NS
traveller-ew = EW
traveller-result = Result
traveller-score = NS score
traveller-mp-ns = MP NS
traveller-mp-ew = MP EW
traveller-after-ns = After: NS
traveller-after-ew = EW
traveller-ruling = ▶ The case's line after the ruling: { $result }. Coloured: the matchpoints the ruling moves.
traveller-ruling-problem = The ruling cannot be put into the field: { $detail }
traveller-no-ruling = No adjusted score recorded: the table result stands.
traveller-line-ambiguous = Several lines have the case's table result: choose the case's table below.
traveller-line-not-found = No line has the case's table result: choose the case's table below.
traveller-line-missing = The table chosen (NS { $ns } v EW { $ew }) is not on the traveller: choose again.
traveller-case-line = The case's table
traveller-line-by-result = Found by its table result
traveller-line-at-table = Table { $table }: NS { $ns } v EW { $ew } — { $result }
traveller-line = NS { $ns } v EW { $ew } — { $result }
results-import-title = Import results
results-import-file = Results file
results-import-no-file-chosen = no file chosen
results-import-choose = Choose…
results-import-event = Event
results-import-events-hint = The events the archive's cases name
results-import-boards = The event's boards
results-import-boards-hint = e.g. 1-36; empty: any
results-import-formats = PBN (ScoreTable), USEBIO 1.2 (XML) or CSV. Every line is checked against Law 77 and the file's matchpoints recomputed; a board with a wrong line is refused whole.
results-import-run = Import
results-import-working = Reading and checking…
results-import-no-file = Choose the results file first.
results-import-bad-boards = The boards are written as 1-36 or 1-12, 25-36.
results-import-file-refused = The file is refused; nothing was imported:
results-import-written = Imported: { $boards } boards ({ $list }).
results-import-unchanged = Unchanged: { $boards } boards ({ $list }) — the archive held them so.
results-import-refused = Refused: { $boards } boards ({ $list }):
results-import-case = Board { $board }: case { $cases }.
adjusted-field-from-traveller = Take the field from the traveller ({ $count } scores)
adjusted-field-as-traveller = The field is the traveller's.
adjusted-field-differs = The field differs from the imported traveller: it lacks { $missing } and has besides { $extra }.
error-archive-no-roles-in-file = A database file has no roles (one user, one file): roles are a PostgreSQL archive's.
error-archive-no-access = { $archive }: no access to this archive. Ask its administrator for a role.
error-archive-older-schema = { $archive }: the archive has schema version { $found } and this Casebook needs version { $supported }; its owner ({ $owner }) must open it once with this version to migrate it ({ $reason }); it was not changed
error-replica-another-archive = { $replica } is a replica of the archive { $replica_archive }, and { $archive } is another archive ({ $server_archive }): a replica synchronises only with the archive it was made from; nothing was changed
error-replica-not-replica = { $replica } is not a replica of a server's archive: make one with `casebook sync --db FILE --server postgres://…`
error-replica-on-server = { $location }: a replica is a database file on this computer, not a server
error-replica-not-empty = { $replica } already holds { $cases } cases of its own: a replica is made in a new file (to merge cases, export and import a bundle)
status-roles = Role: { $roles }
status-replica-syncing = Syncing with { $archive }… { $done } of { $total }
status-replica-offline = Offline since { $time } — { $changed ->
    [one] { $changed } case changed
   *[other] { $changed } cases changed
}
status-replica-synced = Replica of { $archive }, synced at { $time }
status-replica-changed = { $changed ->
    [one] { $changed } case changed since
   *[other] { $changed } cases changed since
}
status-replica-conflicts = { $conflicts ->
    [one] { $conflicts } conflict kept
   *[other] { $conflicts } conflicts kept
}
command-sync = Sync with the archive
kept-sync = Edited here and on the server at once: the server's text (revision { $stored }) is the case now; this computer's (revision { $revision }) is kept, { $when }.
kept-deleted-on-server = Deleted on the server while edited here: the case is kept, { $when }. Delete it as the server did, or keep it?
kept-deleted-here = Deleted here while edited on the server: the case is kept as the server has it (revision { $stored }), { $when }. Delete it after all, or keep it?
kept-import = A bundle brought another text of this case (revision { $revision }) while it was edited here; it is kept, { $when }.
kept-save = Another text of this case (based on revision { $revision }) lost a save to revision { $stored }; it is kept, { $when }.
kept-use = Use the kept text
kept-keep-current = Keep the case as it is
kept-keep-case = Keep the case
kept-delete = Delete the case
editor-read-only-role = Your role reads cases and changes none: an editor publishes them, a commentator writes his comment in File › Comment on cases…
editor-reviewer-only = You review the ruling of this case: the Workflow and the Decision on review are yours; the facts and the ruling are the Director's, shown read-only.
history-heading = Who changed the case
history-none = No change recorded: a database file keeps no history; the server's archive does.
history-insert = created
history-update = changed
history-delete = deleted
history-comment = comment by the panel
history-poll_answer = poll answer of { $pollee }
history-answer_set_aside = poll answer of { $pollee } set aside
role-committee = committee member
role-chief_director = chief director
role-editor = editor
role-administrator = administrator
editor-review-not-yours = The chief director reviews a decided case: approves it or returns it to the committee. Your role in this archive does not.

## A clean first start: the welcome, the training cases, deleting a case, the guide

command-delete-case = Delete case…
command-training-cases = Training cases
command-guide = Guide
welcome-heading = This database holds no cases yet
welcome-intro = Casebook keeps your committee's cases here. Where to begin:
welcome-new-case = New case
welcome-new-case-detail = An appeal to record now: the deal, the auction, the facts and the ruling, step by step.
welcome-import = Import hand records…
welcome-import-detail = A tournament's PBN or LIN file: a case for each board, or a case bundle from another database.
welcome-open-archive = Open archive…
welcome-open-archive-detail = Your federation's shared archive on a server (its address and your login).
welcome-training = Training cases
welcome-training-detail = The ten worked examples of the commentary, in a database of their own: never published.
welcome-guide = Guide
welcome-guide-detail = The user guide, opened in your browser at the chapter you need.
status-training = Training cases — never published or copied to a server
training-offer = { $count ->
    [one] This database holds { $count } training case from an earlier version, unchanged. Remove it?
   *[other] This database holds { $count } training cases from an earlier version, unchanged. Remove them?
}
training-offer-remove = Remove
training-offer-keep = Keep
case-list-delete = Delete case…
delete-case-name = { $case } — board { $board }
delete-case-name-event = { $case } — board { $board }, { $event }
delete-question = Delete case { $name }?
delete-question-detail = The case goes with its polls, votes, notes and write-up. Undo brings it back while this window stays open.
delete-confirm = Delete
delete-cancel = Cancel
delete-done = Case { $name } deleted.
delete-undo = Undo
delete-dismiss = Close this note
delete-not-allowed = Your role may not delete this case: a committee member deletes only the undecided cases (draft or heard) of the events granted; the chief director and the administrator any case.
error-guide-not-opened = The guide could not be opened: { $reason }
command-guide-pdf = User guide as PDF…
guide-pdf-title = User guide as PDF
guide-pdf-pictures = Reading the pictures: { $done } of { $total }
guide-pdf-laying-out = Laying out the pages…
guide-pdf-exporting = Writing the PDF…
guide-pdf-done = Written: { $path } — { $pages } pages, { $size } MB, in { $seconds } s.
guide-pdf-close = Close
error-guide-pdf-picture = cannot read the guide's picture { $path }: { $reason }
error-guide-pdf-typeset = the guide's PDF could not be typeset: { $detail }
status-database-training = Training cases database
status-training-back = Back to your cases
status-migrated = Migrated from schema { $from } to { $to } on opening

## The casebook's panel: the editor's Panel window, the commentator's Comment window

command-panel = Casebook panel…
command-comment = Comment on cases…
role-commentator = commentator
role-reviewer = reviewer of the ruling
role-reviewer-cases = { $count ->
    [one] one case
   *[other] { $count } cases
}
panel-title = The casebook's panel
panel-choose = Panel
panel-new = New panel
panel-year = Year
panel-event = Event
panel-event-hint = every event of the year
panel-commentators = Commentators
panel-no-commentators = No commentator yet: add the first.
panel-member-name = Name
panel-member-login = Login
panel-member-login-hint = his login on the server
panel-member-about = About
panel-member-about-hint = a line on who he is, printed in the casebook
panel-member-asked = Asked about:
panel-member-every = every decided case of the panel
panel-member-no-cases = The panel has no decided case yet.
panel-member-remove = Remove from the panel
panel-add-member = Add a commentator
panel-hide-others = Hide the others' comments until a commentator has written his own
panel-scale = Marks from 0 to
panel-closing = The editor's closing remarks
panel-closing-hint = Markdown, printed after the cases
panel-save = Save the panel
panel-remove = Remove the panel…
panel-remove-question = Remove the panel of { $scope }? The comments already written stay with their cases.
panel-remove-confirm = Remove
panel-remove-cancel = Cancel
panel-saved = The panel of { $scope } is saved: { $count ->
    [one] 1 commentator
   *[other] { $count } commentators
}.
panel-server-invite = Each commentator writes under his own login, given the role by the administrator: casebook archive grant LOGIN commentator { $scope }
panel-removed = The panel of { $scope } is removed.
panel-not-allowed = This login may not name the casebook's panel: the chief director, the editor and the administrator name it.
panel-bad-year = The year is four digits (or left empty for an event's panel of every year)
panel-bad-scale = The highest mark is a whole number from 1 to 255
panel-no-case-chosen = { $name }: choose the cases asked about, or tick «every decided case of the panel»
panel-scope-taken = A panel of { $scope } exists already: choose it under Panel to change it
comment-title = Comment on cases
comment-as = Comment as
comment-as-hint = the editor enters what a commentator sent
comment-as-login = Commenting as { $name } (login { $login })
comment-no-panel = No panel is named yet: the editor names it in File › Casebook panel…
comment-not-on-panel = The login { $login } is on no panel: the editor writes it in the panel's Login field.
comment-cases = { $count ->
    [one] 1 case asked about
   *[other] { $count } cases asked about
}
comment-no-cases = No decided case is asked about yet.
comment-written = written
comment-choose-case = Choose a case on the left to read it and write your comment.
comment-yours = Your comment on { $case }
comment-panel-line = The panel of { $scope }; marks from 0 to { $scale }
comment-text = Comment
comment-text-hint = Markdown: what the Director and the committee did well, and what not
comment-ruling-mark = The Director's ruling, marked 0–{ $scale }
comment-decision-mark = The decision on appeal, marked 0–{ $scale }
comment-verdict = What the appeal did to the ruling:
comment-verdict-none = no verdict
comment-verdict-improved = improved it
comment-verdict-worsened = worsened it
comment-verdict-no_change = changed nothing
comment-verdict-too_close = too close to call
comment-save = Save the comment
comment-saved = Saved at { $time }
comment-others = The others' comments
comment-others-none = No other comment yet.
comment-others-hidden = The others' comments are shown once you have written yours.
comment-marks = ruling { $ruling }, decision { $decision }
comment-bad-mark = A mark is a whole number from 0 to { $scale }

## The command line: its own messages, in --language or the system's (src/cli)

cli-guide-no-folder = no folder for the guide's pages (no home directory): give --out DIR
cli-guide-not-opened = the guide could not be opened: { $reason }
cli-guide-opened = opened the guide: { $page }
cli-guide-written = wrote the guide into { $folder }: { $pages } pages ({ $books })
cli-guide-written-with-pictures = wrote the guide into { $folder }: { $pages } pages ({ $books }), with their pictures
cli-guide-pdf-pictures = pictures { $done }/{ $total }
cli-guide-pdf-laying-out = laying out the pages…
cli-guide-pdf-exporting = writing the PDF…
cli-guide-pdf-written = wrote the guide ({ $book }) to { $file }: { $pages } pages, { $pictures } pictures, { $kilobytes } KB
cli-demo-other-language-removed = took out { $count } untouched training cases in another language ({ $numbers })
cli-demo-loaded = training cases: { $location } (marked as training cases: never published, and copied to a server only with --with-training)
cli-demo-language = language: { $language } (--language takes { $languages })
cli-demo-removed = { $count ->
    [0] { $location }: no untouched training cases to remove
    [one] { $location }: removed 1 training case ({ $numbers })
   *[other] { $location }: removed { $count } training cases ({ $numbers })
}
cli-demo-kept = kept { $number }: a training case changed since it was shipped (casebook delete { $number } removes it)
cli-import-progress = import: { $done } of { $total } cases
cli-export-progress = export: { $done } of { $total } cases
cli-check-progress = check: { $stage } ({ $done } of { $total })
cli-check-sound = { $location }: sound (schema version { $version })
cli-import-report = added { $added }, replaced { $replaced }, unchanged { $unchanged }, older copies ignored { $older }, conflicts kept { $conflicts }
cli-import-panel = the casebook's panel: { $comments } comments merged into their cases, { $panels } panels added
cli-import-texts = the law library: { $count } texts the archive did not hold added (casebook texts list)
cli-import-served-answers = answers to polls served to phones added: { $count }
cli-import-reviews = reviews of the ruling taken in: { $count } (the reviewer's answers and decision joined to the case here)
cli-import-conflict = conflict: case { $uuid } was edited here (revision { $local }) and in the bundle (revision { $bundle }); both texts are kept
cli-delete-case = { $number } — board { $board }
cli-delete-training-case = training case
cli-delete-not-a-terminal = { $count ->
    [one] nothing deleted: `casebook delete` asks before deleting, and standard input is not a terminal; add --yes to delete 1 case without asking
   *[other] nothing deleted: `casebook delete` asks before deleting, and standard input is not a terminal; add --yes to delete { $count } cases without asking
}
cli-delete-ask = { $count ->
    [one] Delete 1 case from { $location }? [y/N]
   *[other] Delete { $count } cases from { $location }? [y/N]
}
cli-delete-nothing = nothing deleted
cli-delete-deleted = deleted { $case }
cli-import-unknown-file = cannot tell what this file is: give a PBN (.pbn), LIN (.lin) or case bundle (.json) file
cli-import-case-of-a-bundle = --case attaches one board of a PBN or LIN file; a case bundle holds whole cases
cli-import-bundle-not-text = bundle refused, nothing imported: { $reason }
cli-import-board-in-rooms = board { $board } is in the file { $times } times; say which with --room ({ $rooms })
cli-import-board-not-told-apart = board { $board } is in the file { $times } times and its Room tags do not tell them apart; save the board you mean in a file of its own and import that
cli-import-boards = { $count ->
    [one] imported 1 board of { $file } ({ $format }) as a new case
   *[other] imported { $count } boards of { $file } ({ $format }) as new cases
}
cli-import-tables-kept = kept the file's double-dummy tables of { $count } boards: the solver agrees
cli-import-table-refused = board { $board }: double-dummy table not kept: { $reason }
cli-or = or
cli-publish-format-of-several = with several --out, each file's extension names its format (.html, .md or .pdf); leave out --format
cli-publish-format-needed = `casebook publish` needs --format html, md or pdf for { $file } (or an --out ending in .html, .md or .pdf)
cli-publish-year-needed = `casebook publish` needs --year YYYY
cli-publish-written = { $count ->
    [one] published 1 case of { $year } (edition { $edition }) as { $format }: { $file } ({ $bytes } bytes)
   *[other] published { $count } cases of { $year } (edition { $edition }) as { $format }: { $file } ({ $bytes } bytes)
}
cli-publish-marked = { $count ->
    [one] marked published: 1 case
   *[other] marked published: { $count } cases
}
cli-publish-training-left-out = { $count ->
    [one] 1 training case left out: training cases are never published
   *[other] { $count } training cases left out: training cases are never published
}
cli-publish-anonymized = anonymized { $case }: { $replaced }
cli-publish-progress-reading = publish: read { $done } of { $total } cases
cli-publish-progress-rendering = publish: rendered { $done } of { $total } cases
cli-publish-progress-format = format { $pass } of { $passes }
cli-publish-progress-indexes = publish: laying out the statistics and indexes
cli-publish-progress-numbering = publish: numbering the pages
cli-publish-progress-exporting = publish: exporting the PDF
cli-publish-progress-writing = publish: writing the files
cli-publish-progress-marking = publish: marked { $done } of { $total } cases published
cli-publish-unmarked = { $count ->
    [one] { $files } was written, but 1 case could not be marked published: { $details }
   *[other] { $files } was written, but { $count } cases could not be marked published: { $details }
}
cli-publish-reprint-hint = ; --reprint prints the published ones again (nothing is marked again)
cli-site-archive-argument = --archive takes NAME=LOCATION (the federation's name, then its database file or postgres://… address), not "{ $text }"
cli-site-progress-reading = site: read { $done } published cases
cli-site-progress-indexing = site: building the search index
cli-site-progress-writing = site: writing the files
cli-site-dry-run = { $count } published cases would go on the website in { $folder }; nothing was written
cli-site-written = website of { $count } published cases ({ $federations ->
    [one] 1 federation
   *[other] { $federations } federations
}, { $years ->
    [one] 1 casebook
   *[other] { $years } casebooks
}) in { $folder }: { $pages } pages
cli-site-files = files: { $written } written ({ $megabytes } MB), { $unchanged } unchanged, { $removed } removed
cli-site-indexes = search indexes: { $made } made, { $kept } kept as they were
cli-site-time = time: reading { $reading } s, pages { $pages } s, search index { $index } s ({ $megabytes } MB)
cli-site-serve = serve the folder with any web server to search it, e.g. python3 -m http.server --directory { $folder }
cli-archive-copy-progress = archive copy: { $done } of { $total } cases
cli-archive-copied = copied { $cases } cases, { $conflicts } kept conflicts and { $tables } double-dummy tables from { $from } to { $to }
cli-archive-training-left-behind = left behind { $count } training cases (the commentary's worked examples); --with-training copies them
cli-archive-under-roles = { $location }: under roles; give logins theirs with casebook archive grant LOGIN ROLE [--event E | --case CASE]
cli-archive-granted-for = { $login }: { $role } for { $scope }
cli-archive-granted-case = { $login }: reviewer of the ruling of case { $case } (reads it and writes its review alone)
cli-archive-unknown-event = warning: no case of the archive has the event "{ $event }"; a committee member sees the cases whose event is typed exactly so
cli-archive-unknown-event-nearest = warning: no case of the archive has the event "{ $event }"; a committee member sees the cases whose event is typed exactly so (the nearest: { $nearest })
cli-archive-revoked = { $count ->
    [one] { $login }: 1 grant taken
   *[other] { $login }: { $count } grants taken
}
cli-sync-progress-comparing = sync: comparing, { $done } of { $total } cases
cli-sync-progress-sending = sync: sending, { $done } of { $total } cases
cli-sync-progress-receiving = sync: receiving, { $done } of { $total } cases
cli-sync-made = { $replica }: made a replica of { $archive }
cli-sync-report = sent { $sent }, received { $received }, deleted on the server { $deleted-on-server }, deleted here { $deleted-here }, unchanged { $unchanged }, conflicts kept { $conflicts }, refused { $refused }
cli-sync-served-answers = answers to polls served to phones: { $sent } sent, { $received } received
cli-sync-conflict-deleted-on-server = edited here and deleted on the server: kept on both sides
cli-sync-conflict-deleted-here = deleted here and edited on the server: kept here again
cli-sync-conflict-edited-on-both-sides = edited on both sides: the server's text is the case, this replica's is kept
cli-sync-conflict = conflict { $id }: case { $case } { $what }
cli-sync-refused = refused: case { $uuid }: the server would not take it ({ $reason }); it stays here as edited
cli-results-table-argument = --table takes the case's pairs as NS-EW (3-13) or SECTION:NS-EW, not "{ $text }"
cli-results-line-at-table = table { $table } (NS { $ns } v EW { $ew })
cli-results-line = NS { $ns } v EW { $ew }
cli-results-other-event = case { $case } is of the event "{ $event }", not "{ $given }"
cli-results-other-board = case { $case } is on board { $board }, not board { $given }
cli-results-case-line-ambiguous = board { $board } has the case's table result at { $lines }: say which with --table NS-EW
cli-results-case-line-missing = board { $board } has no line of NS { $ns } v EW { $ew }
cli-results-case-line-missing-in-section = board { $board } has no line of NS { $ns } v EW { $ew } in section { $section }
cli-results-case-line-not-found = no line of board { $board } has the case's table result: say which is the case's with --table NS-EW
cli-results-ruling-not-in-field = the ruling cannot be put into the field: { $problem }
cli-results-board-or-case = name the board (--board N) or a case (--case ID)
cli-results-written = { $count ->
    [one] wrote 1 board to { $file }
   *[other] wrote { $count } boards to { $file }
}
cli-results-nothing-imported = nothing was imported from { $file }
cli-poll-sheet-format-needed = `casebook poll-sheet` needs --format pdf or html (or an --out ending in .pdf or .html)
cli-poll-sheet-not-typeset = the poll sheet could not be typeset: { $reason }
cli-poll-sheet-call = call { $call }
cli-poll-sheet-lead = opening lead
cli-poll-sheet-written = poll sheet for { $case } ({ $seat }, { $what }): { $file }
cli-consistency-years = give --year, or --from and --to
cli-error-output = cannot write the output: { $reason }
cli-error-no-default-location = there is no default database location on this system (no home directory): give --db PATH
cli-error-read = cannot read { $file }: { $reason }
cli-error-write = cannot write { $file }: { $reason }
cli-error-no-such-case = no case "{ $id }" in the database: give its UUID or its case number
cli-error-ambiguous-case = the case number "{ $id }" belongs to several cases: give the UUID instead
cli-error-copy-stopped = stopped before the end: nothing was copied into { $to }
cli-error-sync-stopped = stopped before the end: what was synchronised is kept in { $replica }; sync again to finish
cli-error-not-all-deleted = deleted { $deleted } of { $asked } cases; not deleted: { $details }
cli-error-unsound = { $database }: the database is not sound ({ $count } findings above)
cli-error-adjust-read = cannot read the request { $file }: { $reason }
cli-usage-unknown-command = unknown command "{ $name }"; see `{ $command } --help`
cli-usage-no-such-file = no such file: { $file }
cli-usage-unknown-argument = `{ $command }` does not take "{ $argument }"; usage: { $usage }
cli-usage-missing-argument = `{ $command }` needs { $argument }; usage: { $usage }
cli-usage-missing-command = `{ $command }` needs a command ({ $commands }); see `{ $command } --help`
cli-usage-possible-values = { $mistake } (possible values: { $values })
cli-usage-invalid-value = invalid value '{ $value }' for '{ $argument }' (possible values: { $values })
cli-usage-value-required = a value is required for '{ $argument }' but none was supplied
cli-poll-sheet-case = case { $case }: { $reason }
cli-poll-no-pollees = name the pollees: --pollees N (known by number) or --pollee NAME for each
cli-poll-no-such-poll = case { $case } has { $polls } polls: --poll counts from 1, and { $next } adds one
cli-poll-cannot-listen = the poll cannot be served: { $reason }
cli-poll-serving = Serving poll { $poll } of case { $case } on { $address }: { $pollees } pollees, { $answered } answered. Each pollee opens his own link; Ctrl+C closes the poll.
cli-poll-slips = slips to hand out (eight to an A4 page): { $file }
cli-poll-record-written = the record of poll { $poll }: { $file }
cli-poll-answered = { $time }  { $pollee } answered: { $action }
cli-poll-closed = Poll closed: { $answered } of { $pollees } pollees answered; their answers are with the case.
cli-poll-closed-one = poll { $poll } closed: { $answered } of { $pollees } pollees answered
cli-poll-none-open = case { $case } has no open served poll
cli-poll-none-served = case { $case } has no served poll
cli-poll-state-open = open
cli-poll-state-closed = closed { $at }
cli-poll-heading = Poll { $poll }, served { $opened }, { $state }
cli-poll-no-answer = no answer yet
cli-poll-considered = also considered { $actions }
cli-poll-set-aside = set aside: { $reason }

## The law library's texts (casebook texts)
texts-read-laws = read “{ $title }” ({ $kind }, { $edition }, { $language }): { $laws } Laws ({ $numbers }), { $parts } sections and items
texts-read-paragraphs = read “{ $title }” ({ $kind }, { $edition }, { $language }): { $paragraphs } paragraphs, { $anchored } anchored to Laws, { $unanchored } to none
texts-read-edition-map = read the edition map “{ $title }”: from the { $earlier } Laws to the { $later } Laws, { $pairs ->
        [one] { $pairs } pair
       *[other] { $pairs } pairs
    }; { $rest }
texts-map-others-keep = every unit it does not name keeps its number
texts-map-names-only = it joins only the units it names
texts-map-pair = { $from } ({ $earlier }) → { $to } ({ $later }): { $subject }
cli-texts-unanchored = { $label }: anchored to no Law — { $start }
cli-texts-unanchored-more = and { $count } more anchored to no Law
cli-laws-no-match = no law, commentary or regulation matches “{ $query }”
cli-texts-kept = kept as text { $id } in { $location }
cli-texts-removed = removed text { $id } ({ $title })
texts-built-in = built-in
cli-error-text-read = cannot read { $path }: { $reason }
cli-error-text-too-large = the file is { $megabytes } MB; a text may be at most 50 MB
cli-error-text-pdf-unreadable = the PDF cannot be read: { $reason }
cli-error-text-scanned-pdf = the file is a scanned PDF without a text layer: { $pages ->
    [one] its page is an image
   *[other] its { $pages } pages are images
} with no text to read; run text recognition (OCR) on it or import its text
cli-error-text-binary = the file is not text (it holds binary data): import a text or Markdown file
cli-error-text-not-utf8 = the file is not UTF-8 text: save it as UTF-8 and import it again
cli-error-text-header = the text's header: { $reason }
cli-error-text-header-kind = line { $line }: unknown kind “{ $value }” (laws, commentary or regulation)
cli-error-text-header-layout = line { $line }: unknown layout “{ $value }” (one of { $codes })
cli-error-text-header-edition = line { $line }: “{ $value }” is not an edition of the Laws (the year it was promulgated: 1987, 1997, 2017 …)
cli-error-text-header-language = line { $line }: “{ $value }” is not a language code (two or three letters, as ISO 639 writes them: en, ru, bg, de)
cli-error-text-header-line = line { $line }: “{ $value }” is not “name: value”
cli-error-text-header-unclosed = the header opened by “---” on line 1 is never closed by a line “---”
cli-error-text-no-kind = the text does not say what it is: give --kind laws, commentary or regulation
cli-error-text-layout-of-another-kind = a { $kind } text is not set out in the layout { $layout }: give the layout of the text ({ $codes })
cli-error-text-no-edition = the text does not say which edition of the Laws it is or comments on: give --edition 1997 or 2017
cli-error-text-no-language = the text does not say its language: give --language and its code (en, ru, bg, de …)
cli-error-text-no-law = no Law was found in the text: a Laws text has headings such as “LAW 16 – UNAUTHORISED INFORMATION” or “# Law 16”
cli-error-text-no-paragraph = no paragraph was found in the text
cli-error-text-no-such-edition = the library has no Laws of the { $edition } edition for this text to comment on: import that edition's Laws first
cli-error-text-nothing-anchored = no paragraph of the text cites a Law of the { $edition } edition, so it could be shown under none: cite them as “Law 16B1” or write the link [Law 16B](law:{ $edition }/law/16/B)
cli-error-map-json = the edition map is not JSON in the form of the built-in map (about, pairs of units by edition): { $reason }
cli-error-map-empty = the edition map names no pairs
cli-error-map-not-two-editions = pair { $pair } of the edition map does not name two editions by their years (“2017”: […], “2027”: […])
cli-error-map-other-editions = pair { $pair } of the edition map names { $found }, its first pair { $first }: a map joins two editions
cli-error-map-not-a-law = { $anchor } in the edition map is not a unit of the { $edition } Laws (write it as { $edition }/law/16/B)
cli-error-map-names-no-law = the edition map names { $anchor }, which the library's { $edition } Laws do not have: check the map against the text of that edition
cli-error-map-no-edition = the library has no Laws of the { $edition } edition the map joins: import that edition's Laws first

## File › Texts… (the law library's texts)
command-texts = Texts of the law library…
command-bodies = Which body hears the appeals…
bodies-title = Which body hears the appeals
bodies-hint = A setting of the archive: a new case is heard by its event's body — the first rule whose words its event's name contains (letter case aside), else the default. A case already answered keeps its own (its Case tab's "Heard by").
bodies-default = Every other event
bodies-events = Events heard otherwise
bodies-event-words = Event { $number }: words in its name
bodies-event-body = Event { $number }: heard by
bodies-remove = Remove event { $number }
bodies-no-events = No event is heard otherwise: every appeal goes to the default body.
bodies-add = Add an event
bodies-save = Save
bodies-saved = Saved: new cases follow it.
bodies-not-yours = Your role reads this setting: the chief director, the editor and the administrator change it.
law-panel-texts = Texts…
texts-title = Texts of the law library
texts-explained = The built-in texts, and the texts this archive added: the Laws in a language, commentaries and regulations. A Law is shown in your language where a text has it; under it, every commentary and regulation paragraph anchored to it.
texts-add-heading = Add a text
texts-column-kind = Kind
texts-column-edition = Edition
texts-column-language = Language
texts-column-title = Title
texts-column-added = Added
texts-remove = Remove
texts-remove-hint = Remove “{ $title }” from the archive's library
texts-role-may-not = Your role may not add or remove texts (the chief director, the editor and the administrator may)
texts-none-added = This archive has added no text yet.
texts-from-header = from the file's header
texts-file = File
texts-no-file = no file chosen
texts-choose = Choose a file…
texts-kind = Kind
texts-layout = Layout
texts-layout-wbf = the WBF’s published Laws’ layout
texts-layout-paragraphs = numbered paragraphs under headings
texts-layout-bg-2017 = the built-in Bulgarian 2017 Laws’ layout
texts-layout-ru-pages = the built-in pages of the Russian Laws (1987)
texts-layout-ru-commentary-table = the built-in Russian commentary’s table (1997)
texts-layout-ru-commentary-typed = the built-in Russian commentary on Laws 64–70 (1987)
texts-layout-ru-training = the built-in Russian training material (adjusted scores)
texts-kind-laws = Laws
texts-kind-commentary = commentary
texts-kind-regulation = regulation
texts-kind-edition-map = edition map
texts-edition = Edition
texts-edition-not-a-year = “{ $year }” is not the year of an edition of the Laws: write it as 2017, or leave it empty for the header's
texts-language = Language
texts-language-hint = en, ru, bg, de …
texts-language-en = English
texts-language-ru = Russian
texts-language-bg = Bulgarian
texts-text-title = Title
texts-origin = Origin
texts-origin-hint = where it comes from, whose rights
texts-replace = Replace the text held in its place (the Laws of its edition and language; the commentary or regulation of its title)
texts-read = Read the file
texts-reading = Reading…
texts-anchor-explained = Each paragraph with the Laws it is anchored to. Type the Laws a paragraph is about (16B1, 12C1(c)) to anchor it to them too.
texts-anchored-to-none = anchored to none
texts-anchor-field = Laws for paragraph { $label }
texts-anchor-hint = 16B1, 12C1(c)
texts-anchor = Anchor
texts-anchor-refused = Not anchored: { $reason }
texts-keep = Keep the text
texts-discard = Discard
texts-kept = Kept “{ $title }” as text { $id }.
texts-removed = Removed “{ $title }”.
