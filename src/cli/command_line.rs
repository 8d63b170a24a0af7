//! The command line's one declaration: every command, its arguments and its help text. The
//! help pages, the shell completions and the manual page are all generated from it.

use super::value_parsers;
use casebook::bridge::{Contract, Seat, Vulnerability};
use casebook::case::Subject;
use casebook::laws::Edition;
use casebook::laws::texts::{TextKind, TextLayout};
use casebook::publish::Format;
use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// Appeal cases, committee decisions and casebooks for contract bridge.
///
/// Without a command Casebook opens its window on the default database (or the one --db
/// names); a command uses the same core from a terminal or a script.
#[derive(Debug, Clone, PartialEq, Parser)]
#[command(
    name = "casebook",
    after_help = AFTER_HELP,
    disable_help_subcommand = false
)]
pub struct CommandLine {
    /// The database: a file (cases.sqlite, /home/ivan/cases.sqlite, C:\Users\ivan\cases.sqlite)
    /// or a federation's archive on a server (postgres://LOGIN@HOST/DATABASE, the password from
    /// PGPASSWORD or the password file). Without it, the default file in the platform data
    /// directory: ~/.local/share/casebook/casebook.sqlite on Linux,
    /// %APPDATA%\casebook\data\casebook.sqlite on Windows.
    #[arg(long, global = true, value_name = "PATH|URL")]
    pub db: Option<PathBuf>,

    /// Also write the log to standard error (it is always written to a daily file in the
    /// state directory; on Linux ~/.local/state/casebook).
    #[arg(short, long, global = true)]
    pub verbose: bool,

    /// The language of the messages, of the training cases `demo` loads and of the guide
    /// `guide` opens or writes as PDF: ru, en or bg (default: the system's, English when
    /// Casebook does not speak it). For the law texts, any language code: the language
    /// `laws show` shows a Law in, `laws search` keeps to and `texts import` reads a text as.
    #[arg(long, global = true, value_name = "LANG", value_parser = value_parsers::text_language)]
    pub language: Option<String>,

    /// A PBN, LIN or case-bundle file to open in the window's import, as a file manager does.
    #[arg(value_name = "FILE")]
    pub file: Option<PathBuf>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

const AFTER_HELP: &str = "\
CONTRACT is a level, a strain (C D H S NT) and X or XX: 4HX, 3NT, 7NTXX.
DECLARER is N, E, S or W. TRICKS is what declarer took, 0 to 13.
VUL is the board's vulnerability: None, NS, EW or All.
A case ID is its UUID or its number (У-01).";

#[derive(Debug, Clone, PartialEq, Subcommand)]
pub enum Command {
    /// Law 77 score of the declaring side, signed (`casebook score 4HX S 11 NS` prints 990).
    Score(ScoreArgs),
    /// Law 78B IMPs for a difference in total points, signed (`casebook imps -430` prints -10).
    Imps {
        /// The difference in total points.
        #[arg(value_name = "DIFF", allow_negative_numbers = true, value_parser = value_parsers::difference)]
        difference: i32,
    },
    /// Adjusted score: a JSON request in (a file, or - for standard input), a JSON result out.
    Adjust {
        /// The request file, or - for standard input.
        #[arg(value_name = "FILE|-", allow_hyphen_values = true)]
        source: String,
    },
    /// The training cases (the commentary's worked examples) in --language: without --db, into
    /// their own training database (its path is printed), which then holds that language's
    /// cases; with --db, into that database, marked as training cases that are never
    /// published. With --remove, take the untouched training cases an earlier version put into
    /// the database (the default one without --db) out of it, in every language.
    Demo {
        /// Remove the training cases an earlier version put into the database, those nobody
        /// has changed since; changed ones are kept and named.
        #[arg(long)]
        remove: bool,
    },
    /// The user guide, in Russian, English and Bulgarian, as HTML pages that search their book
    /// in the browser: written into --out (with their pictures), or, without it and --pdf,
    /// opened in the browser at the contents in --language. With --pdf, the book in --language
    /// as one PDF.
    Guide {
        /// The folder to write the pages into (ru/, en/, bg/, the style sheet and the search).
        #[arg(long, value_name = "DIR")]
        out: Option<PathBuf>,
        /// The book in --language as one PDF, written to this file.
        #[arg(long, value_name = "FILE")]
        pdf: Option<PathBuf>,
    },
    /// Delete cases (by number, e.g. У-03, or UUID), whole: polls, votes and notes with them.
    /// Asks first unless --yes; on a server only where the login's role may.
    Delete(DeleteArgs),
    /// A PBN or LIN file, one new case per board (all or nothing), or a case bundle (.json,
    /// idempotent by case UUID); with --case, the file's board of the case's number onto it.
    Import(ImportArgs),
    /// Print cases (all, or those named) as one bundle (json, the default) or as PBN games.
    Export(ExportArgs),
    /// Integrity and schema check of the database and, for a server's archive, its setup (the
    /// server's version, encryption and certificate, roles and row-level security, the logins
    /// with and without a role, the owner's privileges); exit status 0 only when all is sound.
    Check {
        /// The report as JSON, for monitoring.
        #[arg(long)]
        json: bool,
    },
    /// The law library: a Law, section or commentary paragraph, or a search of them.
    #[command(subcommand, subcommand_required = true, arg_required_else_help = false)]
    Laws(LawsCommand),
    /// The texts of the law library: the federation's Laws in its language, its regulations
    /// and commentaries, added to the archive beside the built-in texts.
    #[command(subcommand, subcommand_required = true, arg_required_else_help = false)]
    Texts(TextsCommand),
    /// Double-dummy analysis: the tricks for each declarer and strain and the par, of a deal
    /// given in PBN form, of a stored case (with the cost of each card of its play), or of every
    /// stored deal not yet analysed. Every card known: not the likely result the Laws ask for.
    Dd(DdArgs),
    /// The year's reviewed cases as a casebook (HTML, Markdown or PDF), then marked published;
    /// with --site, every year's published cases as a website with its own search.
    Publish(PublishArgs),
    /// The decided cases most like a case, best first, each with its decision in one line and
    /// why it matched (the Laws cited, the kind, findings, decision point, words).
    Similar(SimilarArgs),
    /// The cases, newest first; with --law, those citing that Law, section or commentary
    /// paragraph (or a unit below it) in either edition.
    Cases(CasesArgs),
    /// Like cases decided otherwise (an LA found in one and not the other, a weighted score in
    /// one and an assigned one in the other), for the years asked.
    Consistency(ConsistencyArgs),
    /// The archive over the years: cases, rulings upheld and changed, deposits, appeals without
    /// merit, adjusted-score methods, subjects, the Laws most cited.
    Stats(StatsArgs),
    /// The logical-alternative poll sheet of a case: the polled player's hand and the auction
    /// as that player knew it (the opponents' alerts and the explanations their side received;
    /// no break in tempo, no partner's explanation), the question, room for the answer.
    PollSheet(PollSheetArgs),
    /// A logical-alternative poll answered on the pollees' phones: serve it (one link a pollee,
    /// printed, with QR slips to hand out), list its answers, close it.
    #[command(subcommand, subcommand_required = true, arg_required_else_help = false)]
    Poll(PollCommand),
    /// A federation's archive: copy a whole archive between a database file and a PostgreSQL
    /// server (postgres://user@host:port/database), either way.
    #[command(subcommand, subcommand_required = true, arg_required_else_help = false)]
    Archive(ArchiveCommand),
    /// An event's results, as its scorers' files give them: import them (each board checked
    /// against Law 77 and its matchpoints recomputed), show a board's traveller with every
    /// pair's matchpoints before and after a case's ruling, export the adjusted traveller.
    #[command(subcommand, subcommand_required = true, arg_required_else_help = false)]
    Results(ResultsCommand),
    /// The replica named by --db (a database file on this computer) and the server's archive
    /// it was made from, both ways by case UUID and revision: the first time, --server names
    /// the archive and the replica takes the cases of the login's events (or those --event
    /// names). A case edited on both sides keeps the server's text and this replica's among the
    /// conflicts; a case deleted on one side and edited on the other is kept. Run again after
    /// an interruption, it finishes what is left.
    Sync {
        /// The archive, the first time: postgres://user@host:port/database. Afterwards the
        /// replica remembers it (the password from PGPASSWORD or ~/.pgpass).
        #[arg(long, value_name = "URL")]
        server: Option<String>,
        /// An event whose cases a new replica holds (repeat for several); by default a
        /// committee member's events, or every case for the other roles.
        #[arg(long, value_name = "E")]
        event: Vec<String>,
    },
    /// A completion script for the shell named, on standard output.
    Completions {
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// The manual page (roff), on standard output: `casebook man > casebook.1`.
    Man,
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum ArchiveCommand {
    /// Copy every case (as it is: revisions, times), kept conflict and double-dummy table of
    /// one archive into another, empty one: all of it, or — stopped (Ctrl+C) or failed —
    /// nothing. A file or a postgres:// address on either side.
    Copy {
        /// The archive copied: a database file or a postgres:// address.
        #[arg(long, value_name = "FROM")]
        from: PathBuf,
        /// The empty archive copied into (a file is created): a database file or a
        /// postgres:// address.
        #[arg(long, value_name = "TO")]
        to: PathBuf,
        /// Copy the training cases too (the commentary's worked examples); without it they
        /// stay behind and the report counts them.
        #[arg(long)]
        with_training: bool,
    },
    /// Put a server's archive under roles: its group roles (committee, chief_director, editor,
    /// administrator, commentator, reviewer), their privileges and the row-level security policies the server
    /// enforces. Run by the archive's owner; run again, it makes them again.
    Init,
    /// Give a login (made on the server beforehand) a role; a committee member for an event, a
    /// reviewer of a ruling for a case.
    Grant {
        /// The login, as the server knows it.
        #[arg(value_name = "LOGIN")]
        login: String,
        /// committee, chief_director, editor, administrator, commentator or reviewer.
        #[arg(value_name = "ROLE", value_parser = value_parsers::archive_role)]
        role: casebook::store::ArchiveRole,
        /// The event a committee member is assigned to (or a commentator asked about), as its
        /// cases name it.
        #[arg(long, value_name = "E", conflicts_with = "case")]
        event: Option<String>,
        /// The year a commentator comments on.
        #[arg(long, value_name = "Y", conflicts_with = "case")]
        year: Option<i32>,
        /// The case a reviewer of the ruling reviews (its number or UUID): he reads it and
        /// writes its review alone.
        #[arg(long, value_name = "CASE")]
        case: Option<String>,
    },
    /// Take a role (every role, without one) from a login; with --event, that event only; with
    /// --case, the review of that case only.
    Revoke {
        #[arg(value_name = "LOGIN")]
        login: String,
        #[arg(value_name = "ROLE", value_parser = value_parsers::archive_role)]
        role: Option<casebook::store::ArchiveRole>,
        #[arg(long, value_name = "E", conflicts_with = "case")]
        event: Option<String>,
        #[arg(long, value_name = "CASE")]
        case: Option<String>,
    },
    /// Every login's roles.
    Roles,
    /// Which body hears the archive's appeals — an appeals committee, a panel of directors, a
    /// review of the ruling or a referee — by event: prints it; --default and --event change it. A new
    /// case's hearing follows its event's.
    Bodies {
        /// The body of every event no rule names: committee, director_panel,
        /// review_of_ruling or referee.
        #[arg(long, value_name = "BODY", value_parser = value_parsers::hearing)]
        default: Option<casebook::case::Hearing>,
        /// An event heard otherwise, as EVENT=BODY (`National=committee`: every event whose
        /// name contains "National"); repeat for several; replaces the rules kept.
        #[arg(long = "event", value_name = "EVENT=BODY", value_parser = value_parsers::event_body)]
        events: Vec<casebook::case::EventBody>,
        /// Forget the rules by event (every event then goes to the default).
        #[arg(long, conflicts_with = "events")]
        clear_events: bool,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum ResultsCommand {
    /// A results file — PBN (ScoreTable), USEBIO XML 1.2 or CSV — as the results of an event:
    /// a board with a line that is wrong is refused whole, the others kept; the same file
    /// again changes nothing.
    Import {
        /// The file: .pbn, .xml (USEBIO) or .csv.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// The event, named as its cases name it.
        #[arg(long, value_name = "E")]
        event: String,
        /// The event's boards (1-36, or 1-12,25-36): a board of the file outside them is
        /// refused. Without it, any board number is taken.
        #[arg(long, value_name = "RANGES", value_parser = value_parsers::board_ranges)]
        boards: Option<Vec<casebook::bridge::BoardNumber>>,
    },
    /// A board's traveller; with --case, every pair's matchpoints before and after that
    /// case's ruling.
    Show(ResultsBoardArgs),
    /// The results as a scorer loads them: the event's, or with --case the board's traveller
    /// with the case's ruling put in (the adjusted line, every pair's points after it).
    Export {
        #[command(flatten)]
        board: ResultsBoardArgs,
        /// pbn (ScoreTable), usebio (XML 1.2) or csv.
        #[arg(long, value_enum, default_value_t = ResultsFormatArg::Pbn)]
        format: ResultsFormatArg,
        /// The file to write; standard output without it.
        #[arg(long, value_name = "PATH")]
        out: Option<PathBuf>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct ResultsBoardArgs {
    /// The event (the case's own with --case).
    #[arg(long, value_name = "E", required_unless_present = "case")]
    pub event: Option<String>,
    /// The board (the case's own with --case).
    #[arg(long, value_name = "N", value_parser = value_parsers::board)]
    pub board: Option<casebook::bridge::BoardNumber>,
    /// A case (UUID or number): its board, its table marked, its ruling put in.
    #[arg(long, value_name = "ID")]
    pub case: Option<String>,
    /// The case's table as its pairs, NS-EW (3-13), or SECTION:NS-EW; without it, the table
    /// named in the window, else the one line with the case's table result.
    #[arg(long, value_name = "NS-EW", requires = "case")]
    pub table: Option<String>,
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

/// What `casebook results export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ResultsFormatArg {
    Pbn,
    Usebio,
    Csv,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Args)]
pub struct ScoreArgs {
    /// The contract: level, strain and X or XX (4HX, 3NT).
    #[arg(value_name = "CONTRACT")]
    pub contract: Contract,
    /// The declarer: N, E, S or W.
    #[arg(value_name = "DECLARER")]
    pub declarer: Seat,
    /// The tricks declarer took, 0 to 13.
    #[arg(value_name = "TRICKS", value_parser = value_parsers::tricks)]
    pub tricks: u8,
    /// The board's vulnerability: None, NS, EW or All.
    #[arg(value_name = "VUL")]
    pub vulnerability: Vulnerability,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct ImportArgs {
    /// The file: PBN (.pbn), LIN (.lin) or a case bundle (.json).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Attach the file's board with this case's board number to the case (UUID or number).
    #[arg(long, value_name = "ID")]
    pub case: Option<String>,
    /// Which of the file's boards goes to --case when the file has it twice (Open, Closed).
    #[arg(long, value_name = "ROOM", requires = "case")]
    pub room: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct DeleteArgs {
    /// The cases to delete: case numbers (У-03) or UUIDs.
    #[arg(value_name = "CASE", required = true)]
    pub cases: Vec<String>,
    /// Delete without asking (needed when standard input is not a terminal).
    #[arg(long, short = 'y')]
    pub yes: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct ExportArgs {
    /// A case to export (UUID or number); repeat for several; all cases when none is named.
    #[arg(long = "case", value_name = "ID")]
    pub cases: Vec<String>,
    /// json: one case bundle; pbn: one PBN game per case.
    #[arg(long, value_enum, default_value_t = ExportFormat::Json)]
    pub format: ExportFormat,
    /// The file to write (replaced whole, only once it is written); standard output when
    /// none. Every shell reads it alike, where `>` in Windows PowerShell 5 writes UTF-16.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
}

/// What `casebook export` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum ExportFormat {
    /// A case bundle, the whole record of each case.
    #[default]
    Json,
    /// One PBN game per case: board, players, auction with notes, play and result.
    Pbn,
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum LawsCommand {
    /// A Law, section or commentary paragraph as Markdown (`12C1c`, `Law 16B1`, `12.35`).
    Show {
        /// The reference as people write it; several words are read as one.
        #[arg(value_name = "REF", required = true, num_args = 1..)]
        reference: Vec<String>,
        /// The edition of the Laws: 1997 or 2017 (the default), 1987 for the older commentary.
        #[arg(long, value_name = "YEAR", value_parser = value_parsers::edition)]
        edition: Option<Edition>,
    },
    /// Law text and commentary matching the words, best first: anchor, title, snippet.
    Search {
        /// The words to search for.
        #[arg(value_name = "QUERY", required = true, num_args = 1..)]
        query: Vec<String>,
        /// How many hits to print.
        #[arg(long, value_name = "N", default_value_t = 20, value_parser = value_parsers::limit)]
        limit: usize,
        /// Only texts of this kind: laws, commentary or regulation (and with --language, only
        /// texts in that language).
        #[arg(long, value_name = "KIND", value_parser = value_parsers::text_kind)]
        kind: Option<TextKind>,
        /// Only texts of this edition.
        #[arg(long, value_name = "YEAR", value_parser = value_parsers::edition)]
        edition: Option<Edition>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum TextsCommand {
    /// Read a text (the documented Markdown form, plain text or PDF in the layout of the WBF's
    /// Laws, or a map from an edition to the next as JSON), print what was found in it, and
    /// keep it in the archive. Its language is --language's (en, ru, bg, de …), else its
    /// header's.
    Import {
        /// The file: Markdown, plain text (UTF-8), PDF or an edition map (JSON), at most 50 MB.
        #[arg(value_name = "FILE")]
        file: PathBuf,
        /// What the text is: laws, commentary, regulation or edition-map (else its header, or a
        /// JSON file's form, says).
        #[arg(long, value_name = "KIND", value_parser = value_parsers::text_kind)]
        kind: Option<TextKind>,
        /// The edition of the Laws it is or comments on (else its header says).
        #[arg(long, value_name = "YEAR", value_parser = value_parsers::edition)]
        edition: Option<Edition>,
        /// Its title (else its header's, else the file's name).
        #[arg(long, value_name = "TEXT")]
        title: Option<String>,
        /// Where it comes from and whose rights it is under, one line.
        #[arg(long, value_name = "TEXT")]
        origin: Option<String>,
        /// The layout the text is set out in, else its header's: wbf (the WBF's published Laws,
        /// the default for Laws), paragraphs (numbered paragraphs, the default for the others),
        /// or a built-in text's: bg-2017 (the Bulgarian 2017 Laws), ru-pages (the pages of the
        /// Russian Laws), ru-commentary-table (the Russian commentary on the 1997 Laws),
        /// ru-commentary-typed (the Russian commentary on Laws 64–70 of 1987), ru-training (the
        /// Russian training material on adjusted scores).
        #[arg(long, value_name = "LAYOUT", value_parser = value_parsers::text_layout)]
        layout: Option<TextLayout>,
        /// Replace the text held in its place (the Laws of its edition and language; the
        /// commentary or regulation of its title), once the new one is read whole.
        #[arg(long)]
        replace: bool,
    },
    /// The texts of the library: number (or "built-in"), kind, edition, language, title.
    List,
    /// Remove an added text by its number (`texts list` shows it).
    Remove {
        #[arg(value_name = "ID")]
        id: i64,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct DdArgs {
    /// The deal in PBN form: the first seat, a colon and four hands clockwise, suits S.H.D.C
    /// (`N:AKQ2.K65.J74.Q83 ...`); quote it, or give the hands as separate words.
    #[arg(
        value_name = "DEAL",
        num_args = 1..,
        required_unless_present_any = ["case", "all"],
        conflicts_with_all = ["case", "all"]
    )]
    pub deal: Vec<String>,
    /// The dealer, for the par: N, E, S or W.
    #[arg(long, value_name = "N|E|S|W", default_value = "N", conflicts_with_all = ["case", "all"])]
    pub dealer: Seat,
    /// The vulnerability, for the par: None, NS, EW or All.
    #[arg(long, value_name = "VUL", default_value = "None", conflicts_with_all = ["case", "all"])]
    pub vul: Vulnerability,
    /// A stored case (UUID or number): its board's table and par, and its recorded play.
    #[arg(long, value_name = "ID", conflicts_with = "all")]
    pub case: Option<String>,
    /// Every stored deal not yet analysed, over every core; interrupted, it keeps what it did.
    #[arg(long)]
    pub all: bool,
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct SimilarArgs {
    /// The case (UUID or number).
    #[arg(value_name = "ID")]
    pub case: String,
    /// How many cases to print.
    #[arg(long, value_name = "N", default_value_t = 10, value_parser = value_parsers::limit)]
    pub limit: usize,
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct CasesArgs {
    /// A Law, section or commentary paragraph as people write it (16B1, 12C1c, 16.6).
    #[arg(long, value_name = "REF")]
    pub law: Option<String>,
    /// The edition REF is numbered in: 1997 or 2017 (the default).
    #[arg(long, value_name = "YEAR", value_parser = value_parsers::edition, requires = "law")]
    pub edition: Option<Edition>,
    /// Only the cases of this year.
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year)]
    pub year: Option<i32>,
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct ConsistencyArgs {
    /// One year.
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year, conflicts_with_all = ["from", "to"], required_unless_present_all = ["from", "to"])]
    pub year: Option<i32>,
    /// The first year of a range (with --to).
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year, requires = "to")]
    pub from: Option<i32>,
    /// The last year of a range (with --from).
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year, requires = "from")]
    pub to: Option<i32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct StatsArgs {
    /// From this year on.
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year)]
    pub from: Option<i32>,
    /// Up to this year.
    #[arg(long, value_name = "YYYY", value_parser = value_parsers::year)]
    pub to: Option<i32>,
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct PollSheetArgs {
    /// The case (UUID or number).
    #[arg(value_name = "ID")]
    pub case: String,
    /// The file to write.
    #[arg(long, value_name = "FILE", required = true)]
    pub out: PathBuf,
    /// pdf or html; without it, the extension of --out decides.
    #[arg(long, value_enum)]
    pub format: Option<SheetFormat>,
    #[command(flatten)]
    pub polled: PolledArgs,
    /// a4 or a5.
    #[arg(long, value_enum, default_value_t = Paper::A4)]
    pub paper: Paper,
    /// The partnership's methods as the committee states them to the pollees.
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub methods: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Subcommand)]
pub enum PollCommand {
    /// Serve a case's poll to the pollees' phones until Ctrl+C (or SIGTERM) closes it: the
    /// problem frozen as the poll sheet shows it, one link a pollee printed (each answers
    /// once); every answer is kept with the case as it arrives. A poll of the case still open
    /// (the program stopped before closing it) is served again with the same links.
    Serve(PollServeArgs),
    /// A case's served polls: each pollee's answer, its time, and those set aside; with
    /// --out, the record of the last one served (or of --poll's) as an A4 page.
    Answers {
        /// The case (UUID or number).
        #[arg(value_name = "ID")]
        case: String,
        /// JSON instead of text.
        #[arg(long, conflicts_with = "out")]
        json: bool,
        /// Write the poll's record (the problem as shown, every answer) to this HTML file.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
        /// The case's poll, counted from 1 (with --out).
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        poll: Option<u16>,
    },
    /// Close a case's open served polls (or the one --poll names): their links take no more
    /// answers; every answer received stays.
    Close {
        /// The case (UUID or number).
        #[arg(value_name = "ID")]
        case: String,
        /// The case's poll, counted from 1.
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
        poll: Option<u16>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct PollServeArgs {
    /// The case (UUID or number).
    #[arg(value_name = "ID")]
    pub case: String,
    /// The case's poll the answers go to, counted from 1; one more than the case has adds a
    /// poll. Without it, the case's first poll (added when it has none).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub poll: Option<u16>,
    /// The address and port to listen on: the laptop's address on the room's network (or
    /// 0.0.0.0 for every address), or 127.0.0.1 to try it on this computer alone.
    #[arg(long, value_name = "ADDRESS:PORT")]
    pub bind: std::net::SocketAddr,
    /// So many pollees, known by number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=500), conflicts_with = "pollee")]
    pub pollees: Option<u16>,
    /// A pollee by name (repeat for each).
    #[arg(long, value_name = "NAME")]
    pub pollee: Vec<String>,
    /// The pollees' class: their strength, as the regulating authority grades players.
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub strength: String,
    /// The methods the pollees play (their class, beside their strength).
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub pollee_methods: String,
    #[command(flatten)]
    pub polled: PolledArgs,
    /// The partnership's methods as the committee states them to the pollees.
    #[arg(long, value_name = "TEXT", default_value = "")]
    pub methods: String,
    /// Write the pollees' slips (QR code and address, eight to an A4 page) to this HTML file.
    #[arg(long, value_name = "FILE")]
    pub slips: Option<PathBuf>,
}

/// Which decision a poll asks about (`poll-sheet` and `poll serve`).
#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct PolledArgs {
    /// The seat polled: N, E, S or W (it must be the seat that made the call).
    #[arg(long, value_name = "S")]
    pub seat: Option<Seat>,
    /// The call polled, counted from 1 (the dealer's first call); without it, the call after
    /// the first break in tempo by the hesitator's partner, or after the first alert by an
    /// opponent of the side that alerted.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub call: Option<u16>,
    /// Poll the opening lead instead of a call: the leader (declarer's left-hand opponent)
    /// with the whole auction.
    #[arg(long, conflicts_with_all = ["call", "seat"])]
    pub lead: bool,
}

/// What `casebook poll-sheet` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SheetFormat {
    Pdf,
    Html,
}

/// The paper a poll sheet is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Paper {
    A4,
    A5,
}

#[derive(Debug, Clone, PartialEq, Eq, Args)]
pub struct PublishArgs {
    /// The year whose reviewed cases go into the casebook; with --site, only this year's
    /// published cases go on the website.
    #[arg(long, value_name = "YYYY", required_unless_present = "site", value_parser = value_parsers::year)]
    pub year: Option<i32>,
    /// html, md or pdf, for a single --out; without it, the extension of each --out decides.
    #[arg(long, value_name = "FORMAT", conflicts_with = "site")]
    pub format: Option<Format>,
    /// The file to write; repeat for several formats of one casebook
    /// (--out casebook.pdf --out casebook.html): the cases are marked published once.
    #[arg(
        long = "out",
        value_name = "PATH",
        required_unless_present = "site",
        conflicts_with = "site"
    )]
    pub outs: Vec<PathBuf>,
    /// The published cases of every year as a static website in this folder: a page a case,
    /// the years' contents, indexes by Law, subject, outcome and method, statistics, the
    /// Laws, and a search that runs in the browser. Building again rewrites only what
    /// changed; nothing is marked.
    #[arg(long, value_name = "DIR")]
    pub site: Option<PathBuf>,
    /// With --site: another archive on the same website, named as its federation
    /// (NAME=FILE or NAME=postgres://…); repeat for several. --db's archive is named by
    /// --federation (or the federation it remembers).
    #[arg(long = "archive", value_name = "NAME=LOCATION", requires = "site")]
    pub archives: Vec<String>,
    /// With --site: write nothing; say how many cases would go on the website and, with
    /// --anonymize, list the names that would be replaced in each, to check first.
    #[arg(long, requires = "site")]
    pub dry_run: bool,
    /// The casebook's title; remembered for the archive (next year's needs it only if it
    /// changes). Without it, the title remembered, or "Appeals Casebook".
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// The federation whose casebook it is, printed above the title; remembered.
    #[arg(long, value_name = "NAME")]
    pub federation: Option<String>,
    /// A Markdown file with the casebook's foreword; remembered (an empty file forgets it).
    #[arg(long, value_name = "FILE", conflicts_with = "site")]
    pub foreword: Option<PathBuf>,
    /// Only the events whose name contains this; repeat for several.
    #[arg(long = "event", value_name = "E")]
    pub events: Vec<String>,
    /// Only the cases of this subject (e.g. misinformation); repeat for several.
    #[arg(long = "subject", value_name = "S", value_parser = value_parsers::subject)]
    pub subjects: Vec<Subject>,
    /// Players' names replaced by their seats.
    #[arg(long)]
    pub anonymize: bool,
    /// Under each deal, its double-dummy table and par (from the cache, the rest solved now).
    #[arg(long)]
    pub dd: bool,
    /// Under each deal, its board's traveller from the event's results in the archive, with
    /// every pair's matchpoints before and after the ruling.
    #[arg(long)]
    pub traveller: bool,
    /// The edition with the panel: each case's panel comments and marks under it, the panel's
    /// commentators in the front matter and the editor's closing remarks after the cases.
    #[arg(long)]
    pub panel: bool,
    /// Reprint: print the year's cases already published too; nothing is marked again.
    #[arg(long, conflicts_with = "site")]
    pub reprint: bool,
}

impl Command {
    /// The command's name as typed (for the log, which keeps no arguments).
    pub fn name(&self) -> &'static str {
        match self {
            Command::Score(_) => "score",
            Command::Imps { .. } => "imps",
            Command::Adjust { .. } => "adjust",
            Command::Demo { .. } => "demo",
            Command::Delete(_) => "delete",
            Command::Guide { .. } => "guide",
            Command::Import(_) => "import",
            Command::Export(_) => "export",
            Command::Check { .. } => "check",
            Command::Laws(_) => "laws",
            Command::Texts(TextsCommand::Import { .. }) => "texts import",
            Command::Texts(TextsCommand::List) => "texts list",
            Command::Texts(TextsCommand::Remove { .. }) => "texts remove",
            Command::Dd(_) => "dd",
            Command::Publish(_) => "publish",
            Command::Similar(_) => "similar",
            Command::Cases(_) => "cases",
            Command::Consistency(_) => "consistency",
            Command::Stats(_) => "stats",
            Command::PollSheet(_) => "poll-sheet",
            Command::Poll(PollCommand::Serve(_)) => "poll serve",
            Command::Poll(PollCommand::Answers { .. }) => "poll answers",
            Command::Poll(PollCommand::Close { .. }) => "poll close",
            Command::Archive(ArchiveCommand::Copy { .. }) => "archive copy",
            Command::Archive(ArchiveCommand::Init) => "archive init",
            Command::Archive(ArchiveCommand::Grant { .. }) => "archive grant",
            Command::Archive(ArchiveCommand::Revoke { .. }) => "archive revoke",
            Command::Archive(ArchiveCommand::Roles) => "archive roles",
            Command::Archive(ArchiveCommand::Bodies { .. }) => "archive bodies",
            Command::Results(ResultsCommand::Import { .. }) => "results import",
            Command::Results(ResultsCommand::Show(_)) => "results show",
            Command::Results(ResultsCommand::Export { .. }) => "results export",
            Command::Sync { .. } => "sync",
            Command::Completions { .. } => "completions",
            Command::Man => "man",
        }
    }
}

impl CommandLine {
    /// The clap command with its version line, for reading the arguments, the completions
    /// and the manual page.
    /// The language the command line speaks: `--language`, or the system's.
    /// The language the line asked for by `--language`, as a law text's: any ISO 639 code.
    pub fn text_language(&self) -> Option<casebook::laws::Language> {
        self.language
            .as_deref()
            .and_then(|code| casebook::laws::Language::from_code(code).ok())
    }

    pub fn language(&self) -> crate::i18n::Language {
        self.language
            .as_deref()
            .and_then(crate::i18n::Language::from_locale)
            .unwrap_or_else(crate::i18n::Language::of_system)
    }

    pub fn declaration() -> clap::Command {
        // Named, not taken from the program's file: on Windows that is `casebook.exe`, and the
        // usage lines and help would say so.
        <CommandLine as clap::CommandFactory>::command()
            .bin_name("casebook")
            .version(crate::version::line())
    }

    /// The archive `--db` names (a file, or a `postgres://` address), read once for the window
    /// and every command; `None` when it is not given (each then takes its default).
    pub fn location(
        &self,
    ) -> Result<Option<casebook::store::Location>, casebook::store::StoreError> {
        self.db
            .as_deref()
            .map(casebook::store::Location::parse)
            .transpose()
    }
}
