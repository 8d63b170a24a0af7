//! File > Open archive…: a federation's archive on a PostgreSQL server. Host, port, database
//! and user, the password asked for here (kept in memory for the session, never written to
//! the settings — a password file or PGPASSWORD serves too), the encryption libpq calls
//! `sslmode`, and the archives opened lately. Connecting runs off the interface thread; a
//! refusal is said in the form, which stays open to try again.

use crate::app::database::{CaseDatabase, OpenFailure};
use crate::i18n::{Described, Language};
use casebook::store::postgres::address::{ServerAddress, SslMode};
use casebook::store::{Location, StoreError};
use egui::{Align2, ComboBox, Grid, RichText, TextEdit, Vec2, Window};
use std::sync::mpsc::{Receiver, TryRecvError};

const SSL_MODES: [SslMode; 6] = [
    SslMode::Prefer,
    SslMode::Require,
    SslMode::VerifyCa,
    SslMode::VerifyFull,
    SslMode::Allow,
    SslMode::Disable,
];

/// The form's fields and the connection being made.
pub struct OpenArchiveForm {
    pub open: bool,
    pub host: String,
    pub port: String,
    pub database: String,
    pub user: String,
    /// Typed here; handed to the connection and cleared, never stored.
    pub password: String,
    pub ssl_mode: SslMode,
    /// The addresses opened lately (without passwords), the latest first.
    pub recent: Vec<String>,
    /// Why the last attempt failed, worded.
    pub error: Option<String>,
    connecting: Option<Receiver<Result<CaseDatabase, OpenFailure>>>,
}

impl Default for OpenArchiveForm {
    fn default() -> Self {
        OpenArchiveForm {
            open: false,
            host: "localhost".to_string(),
            port: "5432".to_string(),
            database: "casebook".to_string(),
            user: String::new(),
            password: String::new(),
            ssl_mode: SslMode::Prefer,
            recent: Vec::new(),
            error: None,
            connecting: None,
        }
    }
}

impl OpenArchiveForm {
    /// Opens the form, filled from `address` (the archive that did not open, or the latest).
    pub fn show_for(
        &mut self,
        recent: &[String],
        address: Option<&ServerAddress>,
        error: Option<String>,
    ) {
        self.open = true;
        self.recent = recent.to_vec();
        self.error = error;
        let latest = recent.first().and_then(|a| ServerAddress::parse(a).ok());
        if let Some(address) = address.or(latest.as_ref()) {
            self.fill(address);
        }
    }

    fn fill(&mut self, address: &ServerAddress) {
        self.host = address.host.clone();
        self.port = address.port.to_string();
        self.database = address.database.clone();
        self.user = address.user.clone();
        self.ssl_mode = address.ssl_mode;
    }

    pub fn is_connecting(&self) -> bool {
        self.connecting.is_some()
    }

    /// The address the fields give, the password typed added to it.
    pub fn address(&self) -> Result<ServerAddress, StoreError> {
        let encode = |text: &str| -> String {
            text.bytes()
                .map(|b| {
                    if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                        (b as char).to_string()
                    } else {
                        format!("%{b:02X}")
                    }
                })
                .collect()
        };
        let host = self.host.trim();
        let host = if host.contains(':') {
            format!("[{host}]")
        } else {
            encode(host)
        };
        let user = self.user.trim();
        let login = if user.is_empty() {
            String::new()
        } else {
            format!("{}@", encode(user))
        };
        let url = format!(
            "postgres://{login}{host}:{}/{}?sslmode={}",
            self.port.trim(),
            encode(self.database.trim()),
            self.ssl_mode.name()
        );
        let mut address = ServerAddress::parse(&url).map_err(|error| StoreError::Address {
            address: url.clone(),
            error,
        })?;
        if !self.password.is_empty() {
            address.password = Some(self.password.clone());
        }
        Ok(address)
    }

    /// Starts connecting to the archive the fields give, off the interface thread.
    pub fn connect(&mut self, language: Language, ctx: &egui::Context) {
        let address = match self.address() {
            Ok(address) => address,
            Err(e) => {
                self.error = Some(e.describe(language));
                return;
            }
        };
        self.password.clear();
        self.error = None;
        let (sender, receiver) = std::sync::mpsc::channel();
        let ctx = ctx.clone();
        let location = Location::Server(address);
        let started = std::thread::Builder::new()
            .name("casebook-open-archive".to_string())
            .spawn(move || {
                let _ = sender.send(CaseDatabase::open(Some(&location)));
                ctx.request_repaint();
            });
        if started.is_ok() {
            self.connecting = Some(receiver);
        }
    }

    /// The archive once connected (the form closes), or `None`; a failure is said in the form.
    pub fn poll(&mut self, language: Language) -> Option<CaseDatabase> {
        let receiver = self.connecting.as_ref()?;
        let outcome = match receiver.try_recv() {
            Ok(outcome) => outcome,
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => Err(OpenFailure::NoDefaultLocation),
        };
        self.connecting = None;
        match outcome {
            Ok(database) => {
                self.open = false;
                Some(database)
            }
            Err(e) => {
                self.error = Some(e.describe(language));
                None
            }
        }
    }
}

/// Draws the form; true when Open was pressed.
pub fn show(ctx: &egui::Context, language: Language, form: &mut OpenArchiveForm) -> bool {
    let mut open = form.open;
    let mut connect = false;
    let mut cancel = false;
    Window::new(language.tr("archive-title"))
        .id(egui::Id::unique("open_archive_window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(460.0)
        .anchor(Align2::CENTER_CENTER, Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label(RichText::new(language.tr("archive-explained")).weak());
            ui.add_space(4.0);
            let busy = form.is_connecting();
            Grid::new("open_archive_fields")
                .num_columns(2)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for (key, value, password) in [
                        ("archive-host", &mut form.host, false),
                        ("archive-port", &mut form.port, false),
                        ("archive-database", &mut form.database, false),
                        ("archive-user", &mut form.user, false),
                        ("archive-password", &mut form.password, true),
                    ] {
                        let label = ui.label(language.tr(key));
                        let field = ui
                            .add_enabled(
                                !busy,
                                TextEdit::singleline(value)
                                    .password(password)
                                    .desired_width(280.0),
                            )
                            .labelled_by(label.id);
                        if password
                            && field.lost_focus()
                            && ui.input(|i| i.key_pressed(egui::Key::Enter))
                        {
                            connect = true;
                        }
                        ui.end_row();
                    }
                    let label = ui.label(language.tr("archive-ssl"));
                    ComboBox::from_id_salt("archive_ssl_mode")
                        .selected_text(form.ssl_mode.name())
                        .show_ui(ui, |ui| {
                            for mode in SSL_MODES {
                                ui.selectable_value(&mut form.ssl_mode, mode, mode.name());
                            }
                        })
                        .response
                        .labelled_by(label.id);
                    ui.end_row();
                });
            ui.label(
                RichText::new(language.tr("archive-password-note"))
                    .weak()
                    .small(),
            );
            if !form.recent.is_empty() {
                ui.add_space(6.0);
                ui.label(RichText::new(language.tr("archive-recent")).strong());
                let mut chosen = None;
                for address in &form.recent {
                    if ui
                        .add_enabled(!busy, egui::Button::new(address).frame(false))
                        .clicked()
                    {
                        chosen = ServerAddress::parse(address).ok();
                    }
                }
                if let Some(address) = chosen {
                    form.fill(&address);
                }
            }
            if let Some(error) = &form.error {
                ui.add_space(6.0);
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if busy {
                    ui.spinner();
                    ui.label(language.tr("archive-connecting"));
                } else {
                    connect |= ui.button(language.tr("archive-open")).clicked();
                    cancel = ui.button(language.tr("archive-cancel")).clicked();
                }
            });
        });
    form.open = open && !cancel;
    connect && form.open && !form.is_connecting()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_make_an_address_and_the_password_is_kept_out_of_its_text() {
        let form = OpenArchiveForm {
            host: "archive.example.org".into(),
            port: "5433".into(),
            database: "федерация".into(),
            user: "editor".into(),
            password: "s3cret".into(),
            ssl_mode: SslMode::VerifyFull,
            ..OpenArchiveForm::default()
        };
        let address = form.address().expect("an address");
        assert_eq!(address.host, "archive.example.org");
        assert_eq!(address.port, 5433);
        assert_eq!(address.database, "федерация");
        assert_eq!(address.user, "editor");
        assert_eq!(address.password.as_deref(), Some("s3cret"));
        assert_eq!(address.ssl_mode, SslMode::VerifyFull);
        assert!(!address.to_string().contains("s3cret"));
        let bad = OpenArchiveForm {
            port: "пять".into(),
            ..form
        };
        let error = bad.address().expect_err("a port that is no number");
        assert!(
            error
                .describe(Language::English)
                .contains("not a port number"),
            "{error}"
        );
    }
}
