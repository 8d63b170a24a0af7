//! The `casebook` binary: the window by default, a subcommand when one is named.

use casebook_app::cli::{self, Refusal};
use std::process::ExitCode;

fn main() -> ExitCode {
    let line = match cli::read(std::env::args_os()) {
        Ok(line) => line,
        Err(Refusal::Page(page)) => {
            // Help and version pages; a closed stdout is not worth a second message.
            let _ = page.print();
            return ExitCode::SUCCESS;
        }
        Err(Refusal::Usage(message)) => {
            eprintln!("casebook: {message}");
            return ExitCode::from(2);
        }
    };
    let Some(command) = &line.command else {
        return match casebook_app::app::run(line.db) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("casebook: cannot open the window: {e}");
                ExitCode::from(1)
            }
        };
    };
    match cli::run_command(command, line.db.as_deref(), &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("casebook: {e}");
            ExitCode::from(e.exit_code() as u8)
        }
    }
}
