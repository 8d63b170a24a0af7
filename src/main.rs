//! The `casebook` binary: the window by default, a subcommand when one is named.

// On Windows no console window is made for the program (the Start menu, a file association);
// a command typed in a terminal attaches to that terminal (`platform::console`).
#![cfg_attr(windows, windows_subsystem = "windows")]

use casebook_app::cli::{self, Refusal};
use casebook_app::diagnostics::{crash, log, terminal};
use casebook_app::i18n::Described;
use casebook_app::platform;
use std::process::ExitCode;
use std::time::Instant;

fn main() -> ExitCode {
    platform::console::attach_to_parent_console();
    let line = match cli::read(std::env::args_os()) {
        Ok(line) => line,
        Err(Refusal::Page(page)) => {
            // Help and version pages; a closed stdout is not worth a second message.
            let _ = page.print();
            return ExitCode::SUCCESS;
        }
        Err(Refusal::Usage(message)) => {
            terminal::say(&format!("casebook: {message}"));
            return ExitCode::from(2);
        }
    };
    log::start(None, line.verbose);
    let Some(command) = &line.command else {
        crash::install(None, false);
        tracing::info!(version = %casebook_app::version::line(), "window started");
        // An address that does not parse is said before any window opens.
        let db = match line.location() {
            Ok(db) => db,
            Err(e) => {
                terminal::say(&format!("casebook: {e}"));
                return ExitCode::from(2);
            }
        };
        let language = line
            .language
            .as_deref()
            .and_then(casebook_app::i18n::Language::from_locale);
        return match casebook_app::app::run(db, line.file, language) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                tracing::error!("cannot open the window: {e}");
                terminal::say(&format!("casebook: cannot open the window: {e}"));
                ExitCode::from(1)
            }
        };
    };
    crash::install(None, true);
    if crash::forced_panic_requested("cli") {
        panic!(
            "forced by {} to try the crash report",
            crash::FORCE_PANIC_VARIABLE
        );
    }
    let started = Instant::now();
    let name = command.name();
    let language = line.language();
    let outcome = match line.location() {
        Ok(db) => cli::run_command(
            command,
            db.as_ref(),
            language,
            line.text_language(),
            &mut std::io::stdout().lock(),
        ),
        Err(e) => Err(cli::CliError::from(e)),
    };
    let elapsed_ms = started.elapsed().as_millis() as u64;
    match outcome {
        Ok(()) => {
            tracing::info!(command = name, elapsed_ms, "command done");
            ExitCode::SUCCESS
        }
        Err(e) if e.is_closed_output() => {
            tracing::info!(command = name, elapsed_ms, "output closed by its reader");
            ExitCode::SUCCESS
        }
        Err(e) => {
            log::error_shown(std::any::type_name_of_val(&e), &e.to_string());
            tracing::info!(command = name, elapsed_ms, "command failed");
            terminal::say(&format!("casebook: {}", e.describe(language)));
            ExitCode::from(e.exit_code() as u8)
        }
    }
}
