; The Windows installer of Casebook (NSIS 3, 64-bit, Unicode), made by packaging/windows/build.sh:
;
;   makensis -DVERSION=0.1.0 -DSTAGE=<folder with casebook.exe, casebook.com and the licences>
;            -DOUTFILE=<setup.exe> -DICON=<casebook.ico> [-DDOWNLOAD=<address>] casebook.nsi
;
; Per user by default: no administrator rights, installed in %LOCALAPPDATA%\Programs\Casebook,
; every registration under HKEY_CURRENT_USER. An administrator may pass /AllUsers to install in
; Program Files for everyone. /S installs silently, /D=FOLDER (last, unquoted) picks the folder.
;
; What it installs: casebook.exe (the window, and the commands), casebook.com (the commands in a
; terminal, which waits for them), the user guide as HTML (guide\en, guide\ru), the licences and
; the law texts' notice; a Start-menu entry;
; optionally a desktop shortcut; .pbn, .lin and .casebook opened by Casebook (opening one starts
; its import); the folder on the PATH. The uninstaller removes exactly that and leaves the
; user's database, settings, drafts and log (%APPDATA%\casebook, %LOCALAPPDATA%\casebook).

Unicode true
Target amd64-unicode
ManifestDPIAware true
ManifestSupportedOS Win10

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include WinMessages.nsh
!include StrFunc.nsh
${StrStr}
${UnStrStr}
${UnStrRep}

!ifndef VERSION | STAGE | OUTFILE | ICON
  !error "build.sh defines VERSION, STAGE, OUTFILE and ICON"
!endif

!define PRODUCT "Casebook"
!define PUBLISHER "The Casebook developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Casebook"
!define APP_PATHS_KEY "Software\Microsoft\Windows\CurrentVersion\App Paths\casebook.exe"
!define CAPABILITIES_KEY "Software\Casebook\Capabilities"
!define SHCNE_ASSOCCHANGED 0x08000000
; RegGetValueW: any type, not expanded; HKEY_CURRENT_USER and HKEY_LOCAL_MACHINE.
!define RRF_ANY_NOEXPAND 0x1000ffff
!define HKCU_HANDLE 0x80000001
!define HKLM_HANDLE 0x80000002
!define USER_ENVIRONMENT "Environment"
!define MACHINE_ENVIRONMENT "SYSTEM\CurrentControlSet\Control\Session Manager\Environment"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
RequestExecutionLevel user
InstallDir "$LOCALAPPDATA\Programs\${PRODUCT}"
SetCompressor /SOLID lzma
BrandingText "${PRODUCT} ${VERSION}"
ShowInstDetails show
ShowUninstDetails show

VIProductVersion "${VERSION}.0"
VIFileVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "© 2026 ${PUBLISHER}. MIT or Apache-2.0."

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_COMPONENTSPAGE_SMALLDESC
!define MUI_FINISHPAGE_RUN "$INSTDIR\casebook.exe"
!define MUI_UNCONFIRMPAGE_TEXT_TOP "$(UninstallKeepsData)"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first is the fallback; otherwise the language of the user's Windows.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"

LangString SectionProgram ${LANG_ENGLISH} "Casebook"
LangString SectionProgram ${LANG_RUSSIAN} "Casebook"
LangString SectionProgramText ${LANG_ENGLISH} "The program, its Start-menu entry and its uninstaller."
LangString SectionProgramText ${LANG_RUSSIAN} "Программа, её пункт в меню «Пуск» и программа удаления."
LangString SectionFiles ${LANG_ENGLISH} "Open .pbn, .lin and .casebook files"
LangString SectionFiles ${LANG_RUSSIAN} "Открывать файлы .pbn, .lin и .casebook"
LangString SectionFilesText ${LANG_ENGLISH} "Opening a PBN or LIN hand record or a case bundle starts its import in Casebook. A program already chosen for .pbn or .lin files stays the default."
LangString SectionFilesText ${LANG_RUSSIAN} "Открытие раздач PBN или LIN и пакета дел начинает их импорт в Casebook. Если для .pbn или .lin уже выбрана программа, она остаётся основной."
LangString SectionPath ${LANG_ENGLISH} "Command line: casebook in cmd and PowerShell"
LangString SectionPath ${LANG_RUSSIAN} "Командная строка: casebook в cmd и PowerShell"
LangString SectionPathText ${LANG_ENGLISH} "Adds the program's folder to your PATH, so that `casebook score 4HX S 11 NS` works in a terminal."
LangString SectionPathText ${LANG_RUSSIAN} "Добавляет папку программы в PATH, чтобы команда `casebook score 4HX S 11 NS` работала в терминале."
LangString SectionDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SectionDesktop ${LANG_RUSSIAN} "Ярлык на рабочем столе"
LangString SectionDesktopText ${LANG_ENGLISH} "A shortcut to Casebook on the desktop."
LangString SectionDesktopText ${LANG_RUSSIAN} "Ярлык Casebook на рабочем столе."
LangString BundleType ${LANG_ENGLISH} "Casebook case bundle"
LangString BundleType ${LANG_RUSSIAN} "Пакет дел Casebook"
LangString PbnType ${LANG_ENGLISH} "PBN hand record"
LangString PbnType ${LANG_RUSSIAN} "Раздачи PBN"
LangString LinType ${LANG_ENGLISH} "LIN hand record"
LangString LinType ${LANG_RUSSIAN} "Раздачи LIN"
LangString AppDescription ${LANG_ENGLISH} "Appeal cases, committee decisions and casebooks for contract bridge"
LangString AppDescription ${LANG_RUSSIAN} "Апелляционные дела, решения комитета и сборники решений по спортивному бриджу"
LangString AllUsersNeedsAdmin ${LANG_ENGLISH} "/AllUsers installs Casebook for every user of this computer and needs administrator rights. Run the setup as an administrator, or without /AllUsers to install it for yourself."
LangString AllUsersNeedsAdmin ${LANG_RUSSIAN} "Ключ /AllUsers устанавливает Casebook для всех пользователей компьютера и требует прав администратора. Запустите установку от имени администратора или без /AllUsers, чтобы установить программу только для себя."
LangString UninstallNeedsAdmin ${LANG_ENGLISH} "Casebook was installed for every user of this computer; removing it needs administrator rights."
LangString UninstallNeedsAdmin ${LANG_RUSSIAN} "Casebook установлен для всех пользователей компьютера; для удаления нужны права администратора."
LangString PathTooLong ${LANG_ENGLISH} "PATH is too long to change safely; add $INSTDIR to it by hand to use casebook in a terminal."
LangString PathTooLong ${LANG_RUSSIAN} "PATH слишком длинный, чтобы безопасно его изменить; чтобы вызывать casebook в терминале, добавьте в него $INSTDIR вручную."
LangString UninstallKeepsData ${LANG_ENGLISH} "Casebook will be removed from the folder below. Your cases, settings, drafts and log stay where they are (%APPDATA%\casebook and %LOCALAPPDATA%\casebook) and open again when Casebook is installed again."
LangString UninstallKeepsData ${LANG_RUSSIAN} "Casebook будет удалён из указанной ниже папки. Ваши дела, настройки, черновики и журнал остаются на месте (%APPDATA%\casebook и %LOCALAPPDATA%\casebook) и откроются снова, если установить Casebook заново."

Var AllUsers

; ---------------------------------------------------------------------------------------------
; Where: per user, or for all users with /AllUsers (an administrator's deployment).

Function .onInit
  StrCpy $AllUsers 0
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/AllUsers" $1
  ${IfNot} ${Errors}
    UserInfo::GetAccountType
    Pop $1
    ${If} $1 != "Admin"
      MessageBox MB_ICONSTOP "$(AllUsersNeedsAdmin)" /SD IDOK
      SetErrorLevel 740 ; ERROR_ELEVATION_REQUIRED
      Quit
    ${EndIf}
    StrCpy $AllUsers 1
    ; /D= given on the command line has already set $INSTDIR; keep it. (Compared before the
    ; context changes, which changes what $LOCALAPPDATA names.)
    ${If} $INSTDIR == "$LOCALAPPDATA\Programs\${PRODUCT}"
      StrCpy $INSTDIR "$PROGRAMFILES64\${PRODUCT}"
    ${EndIf}
    SetShellVarContext all
  ${Else}
    SetShellVarContext current
  ${EndIf}
FunctionEnd

Function un.onInit
  ; Installed for all users when the machine's uninstall entry names this folder.
  ReadRegStr $0 HKLM "${UNINSTALL_KEY}" "InstallLocation"
  ${If} $0 == $INSTDIR
    UserInfo::GetAccountType
    Pop $1
    ${If} $1 != "Admin"
      MessageBox MB_ICONSTOP "$(UninstallNeedsAdmin)" /SD IDOK
      SetErrorLevel 740
      Quit
    ${EndIf}
    StrCpy $AllUsers 1
    SetShellVarContext all
  ${Else}
    StrCpy $AllUsers 0
    SetShellVarContext current
  ${EndIf}
FunctionEnd

; ---------------------------------------------------------------------------------------------
; The program.

Section "!$(SectionProgram)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "${STAGE}\casebook.exe"
  File "${STAGE}\casebook.com"
  File "${STAGE}\LICENSE-MIT.txt"
  File "${STAGE}\LICENSE-APACHE.txt"
  File "${STAGE}\LICENSE-DejaVu.txt"
  File "${STAGE}\LAW-TEXTS.md"
  File "${STAGE}\README.md"
  ; The user guide as HTML, both languages: Help › Guide (F1) opens it offline. An older
  ; version's pages go first, so that an update leaves no page of a chapter since removed.
  RMDir /r "$INSTDIR\guide"
  File /r "${STAGE}\guide"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\casebook.exe" "" "$INSTDIR\casebook.exe" 0 \
    SW_SHOWNORMAL "" "$(AppDescription)"

  ; Run dialog and ShellExecute find casebook.exe by name.
  WriteRegStr SHCTX "${APP_PATHS_KEY}" "" "$INSTDIR\casebook.exe"
  WriteRegStr SHCTX "${APP_PATHS_KEY}" "Path" "$INSTDIR"

  ; Settings > Apps lists it, with the size and the uninstaller.
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\casebook.exe,0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  ; Where newer versions are downloaded from, when Casebook has such an address
  ; (casebook/src/release.rs; build.sh defines DOWNLOAD only then).
  !ifdef DOWNLOAD
    WriteRegStr SHCTX "${UNINSTALL_KEY}" "URLUpdateInfo" "${DOWNLOAD}"
  !endif
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

; ---------------------------------------------------------------------------------------------
; Files Casebook opens: its own bundles by default; PBN and LIN files by default only where no
; other program has them, and always in "Open with".

!macro ProgId PROGID DESCRIPTION
  WriteRegStr SHCTX "Software\Classes\${PROGID}" "" "${DESCRIPTION}"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\DefaultIcon" "" "$INSTDIR\casebook.exe,0"
  WriteRegStr SHCTX "Software\Classes\${PROGID}\shell\open\command" "" '"$INSTDIR\casebook.exe" "%1"'
!macroend

!macro Extension EXT PROGID MIME OWNED
  WriteRegStr SHCTX "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr SHCTX "Software\Classes\Applications\casebook.exe\SupportedTypes" "${EXT}" ""
  WriteRegStr SHCTX "${CAPABILITIES_KEY}\FileAssociations" "${EXT}" "${PROGID}"
  ReadRegStr $0 HKCR "${EXT}" ""
  ${If} ${OWNED} == 1
  ${OrIf} $0 == ""
  ${OrIf} $0 == "${PROGID}"
    WriteRegStr SHCTX "Software\Classes\${EXT}" "" "${PROGID}"
    WriteRegStr SHCTX "Software\Classes\${EXT}" "Content Type" "${MIME}"
  ${EndIf}
!macroend

Section "$(SectionFiles)" SecFiles
  !insertmacro ProgId "Casebook.Bundle" "$(BundleType)"
  !insertmacro ProgId "Casebook.PBN" "$(PbnType)"
  !insertmacro ProgId "Casebook.LIN" "$(LinType)"
  WriteRegStr SHCTX "Software\Classes\Applications\casebook.exe" "FriendlyAppName" "${PRODUCT}"
  WriteRegStr SHCTX "Software\Classes\Applications\casebook.exe\shell\open\command" "" '"$INSTDIR\casebook.exe" "%1"'
  WriteRegStr SHCTX "${CAPABILITIES_KEY}" "ApplicationName" "${PRODUCT}"
  WriteRegStr SHCTX "${CAPABILITIES_KEY}" "ApplicationDescription" "$(AppDescription)"
  WriteRegStr SHCTX "Software\RegisteredApplications" "${PRODUCT}" "${CAPABILITIES_KEY}"
  !insertmacro Extension ".casebook" "Casebook.Bundle" "application/x-casebook-bundle" 1
  !insertmacro Extension ".pbn" "Casebook.PBN" "text/x-pbn" 0
  !insertmacro Extension ".lin" "Casebook.LIN" "text/x-lin" 0
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'
SectionEnd

; ---------------------------------------------------------------------------------------------
; The PATH. NSIS strings hold 1,024 characters: a longer PATH is never read, cut and written
; back; it is left alone and the user told how to add the folder.

; $R0 = the PATH's registry key, $R1 = its root handle for RegGetValueW.
!macro PathKey
  ${If} $AllUsers == 1
    StrCpy $R0 "${MACHINE_ENVIRONMENT}"
    StrCpy $R1 ${HKLM_HANDLE}
  ${Else}
    StrCpy $R0 "${USER_ENVIRONMENT}"
    StrCpy $R1 ${HKCU_HANDLE}
  ${EndIf}
!macroend

; Pushes the PATH's length in characters, or -1 when it does not exist.
!macro PathLength
  System::Call 'advapi32::RegGetValueW(p $R1, w "$R0", w "Path", i ${RRF_ANY_NOEXPAND}, p 0, p 0, *i 0 r2) i .r3'
  ${If} $3 == 0
    IntOp $2 $2 / 2
    Push $2
  ${Else}
    Push -1
  ${EndIf}
!macroend

Section "$(SectionPath)" SecPath
  !insertmacro PathKey
  !insertmacro PathLength
  Pop $2
  StrLen $4 "$INSTDIR"
  IntOp $4 $4 + $2
  ${If} $2 == -1
    StrCpy $0 "$INSTDIR"
  ${ElseIf} $4 >= 1000
    DetailPrint "$(PathTooLong)"
    Goto path_done
  ${Else}
    ${If} $AllUsers == 1
      ReadRegStr $1 HKLM "${MACHINE_ENVIRONMENT}" "Path"
    ${Else}
      ReadRegStr $1 HKCU "${USER_ENVIRONMENT}" "Path"
    ${EndIf}
    ${StrStr} $5 ";$1;" ";$INSTDIR;"
    ${If} $5 != ""
      Goto path_done
    ${EndIf}
    ${If} $1 == ""
      StrCpy $0 "$INSTDIR"
    ${Else}
      StrCpy $0 "$1;$INSTDIR"
    ${EndIf}
  ${EndIf}
  ${If} $AllUsers == 1
    WriteRegExpandStr HKLM "${MACHINE_ENVIRONMENT}" "Path" "$0"
  ${Else}
    WriteRegExpandStr HKCU "${USER_ENVIRONMENT}" "Path" "$0"
  ${EndIf}
  SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
  path_done:
SectionEnd

Section /o "$(SectionDesktop)" SecDesktop
  CreateShortcut "$DESKTOP\${PRODUCT}.lnk" "$INSTDIR\casebook.exe" "" "$INSTDIR\casebook.exe" 0 \
    SW_SHOWNORMAL "" "$(AppDescription)"
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SecProgram} "$(SectionProgramText)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecFiles} "$(SectionFilesText)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecPath} "$(SectionPathText)"
  !insertmacro MUI_DESCRIPTION_TEXT ${SecDesktop} "$(SectionDesktopText)"
!insertmacro MUI_FUNCTION_DESCRIPTION_END

; ---------------------------------------------------------------------------------------------
; The uninstaller: what the installer put there, and nothing of the user's.

!macro RemoveExtension EXT PROGID
  DeleteRegValue SHCTX "Software\Classes\${EXT}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty SHCTX "Software\Classes\${EXT}\OpenWithProgids"
  ReadRegStr $0 SHCTX "Software\Classes\${EXT}" ""
  ${If} $0 == "${PROGID}"
    DeleteRegValue SHCTX "Software\Classes\${EXT}" ""
    DeleteRegValue SHCTX "Software\Classes\${EXT}" "Content Type"
  ${EndIf}
  DeleteRegKey /ifempty SHCTX "Software\Classes\${EXT}"
  DeleteRegKey SHCTX "Software\Classes\${PROGID}"
!macroend

Section "Uninstall"
  Delete "$INSTDIR\casebook.exe"
  Delete "$INSTDIR\casebook.com"
  Delete "$INSTDIR\LICENSE-MIT.txt"
  Delete "$INSTDIR\LICENSE-APACHE.txt"
  Delete "$INSTDIR\LICENSE-DejaVu.txt"
  Delete "$INSTDIR\LAW-TEXTS.md"
  Delete "$INSTDIR\README.md"
  RMDir /r "$INSTDIR\guide"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$DESKTOP\${PRODUCT}.lnk"

  !insertmacro RemoveExtension ".casebook" "Casebook.Bundle"
  !insertmacro RemoveExtension ".pbn" "Casebook.PBN"
  !insertmacro RemoveExtension ".lin" "Casebook.LIN"
  DeleteRegKey SHCTX "Software\Classes\Applications\casebook.exe"
  DeleteRegValue SHCTX "Software\RegisteredApplications" "${PRODUCT}"
  DeleteRegKey SHCTX "Software\Casebook\Capabilities"
  DeleteRegKey /ifempty SHCTX "Software\Casebook"
  System::Call 'shell32::SHChangeNotify(i ${SHCNE_ASSOCCHANGED}, i 0, p 0, p 0)'

  ; The folder leaves the PATH (wrapped in semicolons so that it is matched whole).
  !insertmacro PathKey
  !insertmacro PathLength
  Pop $2
  ${If} $2 > 0
  ${AndIf} $2 < 1000
    ${If} $AllUsers == 1
      ReadRegStr $1 HKLM "${MACHINE_ENVIRONMENT}" "Path"
    ${Else}
      ReadRegStr $1 HKCU "${USER_ENVIRONMENT}" "Path"
    ${EndIf}
    ${UnStrStr} $5 ";$1;" ";$INSTDIR;"
    ${If} $5 != ""
      ${UnStrRep} $1 ";$1;" ";$INSTDIR;" ";"
      StrCpy $1 $1 -1 1
      ${If} $1 == ""
        ${If} $AllUsers == 1
          DeleteRegValue HKLM "${MACHINE_ENVIRONMENT}" "Path"
        ${Else}
          DeleteRegValue HKCU "${USER_ENVIRONMENT}" "Path"
        ${EndIf}
      ${ElseIf} $AllUsers == 1
        WriteRegExpandStr HKLM "${MACHINE_ENVIRONMENT}" "Path" "$1"
      ${Else}
        WriteRegExpandStr HKCU "${USER_ENVIRONMENT}" "Path" "$1"
      ${EndIf}
      SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
    ${EndIf}
  ${EndIf}

  DeleteRegKey SHCTX "${APP_PATHS_KEY}"
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
SectionEnd
