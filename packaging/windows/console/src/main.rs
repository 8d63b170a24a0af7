//! `casebook.com`, installed beside `casebook.exe` on Windows.
//!
//! `casebook.exe` is a GUI-subsystem program so that the Start menu and a double-clicked `.pbn`
//! file open the window without a console window. A terminal does not wait for such a program:
//! cmd would print its prompt before the command's answer, and a script would read the exit
//! status before there is one. `casebook.com` is a console program; cmd and PowerShell run it
//! for `casebook` because PATHEXT lists `.COM` before `.EXE`. It starts `casebook.exe` with the
//! same arguments and the terminal's standard handles, waits for it, and exits with its status —
//! so `casebook score 4HX S 11 NS` behaves in a Windows terminal as it does on Linux.

use std::process::Command;

fn main() {
    let program = match std::env::current_exe() {
        Ok(me) => me.with_file_name(if cfg!(windows) {
            "casebook.exe"
        } else {
            "casebook"
        }),
        Err(e) => {
            eprintln!("casebook: cannot find where casebook is installed: {e}");
            std::process::exit(1);
        }
    };
    ignore_interrupts();
    match Command::new(&program)
        .args(std::env::args_os().skip(1))
        .status()
    {
        Ok(status) => std::process::exit(status.code().unwrap_or(1)),
        Err(e) => {
            eprintln!("casebook: cannot start {}: {e}", program.display());
            std::process::exit(1);
        }
    }
}

/// Ctrl+C in the terminal reaches both programs; this one waits for `casebook.exe` to stop
/// (it may be writing a database) and then exits with its status.
/// A handler, not the null handler that ignores Ctrl+C, because ignoring would be inherited by
/// `casebook.exe`.
fn ignore_interrupts() {
    #[cfg(windows)]
    {
        unsafe extern "system" fn handled(_event: u32) -> windows_sys::core::BOOL {
            1
        }
        // SAFETY: `handled` lives as long as the process and touches nothing.
        unsafe {
            windows_sys::Win32::System::Console::SetConsoleCtrlHandler(Some(handled), 1);
        }
    }
}
