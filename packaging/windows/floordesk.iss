; Inno Setup 6.3+ script: FloorDesk's Windows installer (x64), from the PyInstaller bundle.
;
; On Windows, from the repository root (packaging/README.md has the whole recipe):
;   uv run --group packaging pyinstaller --noconfirm packaging\floordesk.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\floordesk.iss
; makes dist\FloorDesk-0.1.0-setup.exe.
;
; It installs for the current user without administrator rights (into
; %LOCALAPPDATA%\Programs\FloorDesk), or for all users when run as administrator.
; The uninstaller removes only what it installed: each user's data, settings and
; logs (%LOCALAPPDATA%\FloorDesk) stay, as the incident log is evidence.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\windows\floordesk.iss
#endif

[Setup]
; The AppId ties upgrades and the uninstaller to this application: never change it.
AppId={{0BE65A8F-6D48-44C0-973C-537C3E686682}
AppName=FloorDesk
AppVersion={#AppVersion}
AppVerName=FloorDesk {#AppVersion}
AppPublisher=FloorDesk
AppComments=Poker tournament floor rulings, live tables and an incident log (WSOP 2009 rules 44-52)
; Paths below are relative to the repository root.
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=FloorDesk-{#AppVersion}-setup
DefaultDirName={autopf}\FloorDesk
DefaultGroupName=FloorDesk
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
; Written by packaging\floordesk.spec into PyInstaller's work folder.
SetupIconFile=build\floordesk\icons\floordesk.ico
UninstallDisplayIcon={app}\FloorDesk.exe
UninstallDisplayName=FloorDesk
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The one-folder bundle: FloorDesk.exe (the window), floordesk-cli.exe (rule, log, --self-test) and _internal\.
Source: "dist\floordesk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\FloorDesk"; Filename: "{app}\FloorDesk.exe"; Comment: "Open FloorDesk"
; For support: the self-test's one line per check, in a console that stays open.
Name: "{group}\FloorDesk self-test"; Filename: "{cmd}"; Parameters: "/k ""{app}\floordesk-cli.exe"" --self-test"; WorkingDir: "{app}"; IconFilename: "{app}\FloorDesk.exe"
Name: "{group}\{cm:UninstallProgram,FloorDesk}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\FloorDesk"; Filename: "{app}\FloorDesk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\FloorDesk.exe"; Description: "{cm:LaunchProgram,FloorDesk}"; Flags: nowait postinstall skipifsilent

; No [UninstallDelete] and no [Code] that removes folders: the uninstaller deletes the files it
; installed and nothing in %LOCALAPPDATA%\FloorDesk.
