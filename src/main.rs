//! The `casebook` binary: the window by default, a subcommand when one is named.

use casebook_app::cli::{self, Invocation};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let invocation = match cli::parse(&args) {
        Ok(invocation) => invocation,
        Err(e) => return fail(&cli::CliError::from(e)),
    };
    if let Invocation::Gui { db } = invocation {
        return match casebook_app::app::run(db) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("casebook: cannot open the window: {e}");
                ExitCode::from(1)
            }
        };
    }
    match cli::run_command(&invocation, &mut std::io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(&e),
    }
}

fn fail(error: &cli::CliError) -> ExitCode {
    eprintln!("casebook: {error}");
    ExitCode::from(error.exit_code() as u8)
}
