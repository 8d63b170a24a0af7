//! The terminal a command was typed in, on Windows.
//!
//! `casebook.exe` is a Windows (GUI subsystem) program, so that starting it from the Start menu
//! or by opening a `.pbn` file shows no console window. Such a program is given no console: a
//! command typed in cmd or PowerShell would print nowhere. So the binary attaches to the console
//! of the process that started it — the terminal, or `casebook.com`, the small console program
//! installed beside it that a terminal finds first and that waits for the command to finish —
//! and points standard input, output and error at it where they were not already given (a
//! redirection to a file or a pipe is kept as it is).
//!
//! Elsewhere a process always has the standard handles its parent gave it: nothing to do.

/// Attaches to the parent's console where the platform needs it; harmless when there is none
/// (started from the Start menu, a file association or Explorer).
pub fn attach_to_parent_console() {
    #[cfg(windows)]
    windows::attach();
}

#[cfg(windows)]
mod windows {
    use std::os::windows::io::IntoRawHandle;
    use windows_sys::Win32::Foundation::{HANDLE, INVALID_HANDLE_VALUE};
    use windows_sys::Win32::System::Console::{
        ATTACH_PARENT_PROCESS, AttachConsole, GetStdHandle, STD_ERROR_HANDLE, STD_HANDLE,
        STD_INPUT_HANDLE, STD_OUTPUT_HANDLE, SetStdHandle,
    };

    pub fn attach() {
        let given = |id: STD_HANDLE| {
            // SAFETY: GetStdHandle has no preconditions.
            let handle = unsafe { GetStdHandle(id) };
            !handle.is_null() && handle != INVALID_HANDLE_VALUE
        };
        // Attached even when every handle was given (by casebook.com, or redirected), so that
        // Ctrl+C in that terminal reaches the command too.
        // SAFETY: AttachConsole only fails (no parent console, or one already attached).
        if unsafe { AttachConsole(ATTACH_PARENT_PROCESS) } == 0 {
            return;
        }
        for (id, device, write) in [
            (STD_INPUT_HANDLE, "CONIN$", false),
            (STD_OUTPUT_HANDLE, "CONOUT$", true),
            (STD_ERROR_HANDLE, "CONOUT$", true),
        ] {
            if given(id) {
                continue;
            }
            let opened = std::fs::OpenOptions::new()
                .read(!write)
                .write(write)
                .open(device);
            if let Ok(file) = opened {
                // The handle is the process's from now on, as its standard handles are.
                let handle = file.into_raw_handle() as HANDLE;
                // SAFETY: `handle` is an open handle this process owns and never closes.
                unsafe { SetStdHandle(id, handle) };
            }
        }
    }
}
