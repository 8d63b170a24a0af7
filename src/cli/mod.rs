//! The command line: subcommands that use the core without a window.
