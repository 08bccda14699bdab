; Inno Setup 6 script for Gold & Glory (Windows installer).
;
;   iscc /DAppVersion=0.1.0 build\installer.iss      (build\build_windows.ps1 does this)
;
; Packs the PyInstaller one-folder build in dist\gold-and-glory\ into
; dist\GoldAndGlory-<version>-Setup.exe.  The version comes from the build script
; (game/version.py); without /DAppVersion it is read from the built executable's version
; resource.
;
; Install mode: per user by default (PrivilegesRequired=lowest), no administrator rights and
; no UAC prompt; the game goes to %LOCALAPPDATA%\Programs\Gold & Glory and its shortcuts to
; the user's Start menu and desktop.  The game has no services, drivers or file
; associations, and keeps its settings and saves in the per-user folder anyway, so
; per-user is the natural fit (also what school and work PCs without admin rights allow).
; PrivilegesRequiredOverridesAllowed lets an administrator pick "install for all users"
; instead (then Program Files and the common Start menu); the {auto*} constants follow.
;
; The uninstaller removes the program files and shortcuts; the player's settings,
; statistics and saved games (in %LOCALAPPDATA%\GoldAndGlory) are kept on purpose.

#define AppName "Gold & Glory"
#define AppExeName "gold-and-glory.exe"
#define AppPublisher "Gold & Glory"
#define AppCopyright "Copyright (C) " + GetDateTimeString("yyyy", "", "") + " " + AppPublisher
; The one-folder build to pack; build_windows_on_linux.sh passes its own with /DDistDir=
; (an absolute path) and /DAppVersion=.
#ifndef DistDir
  #define DistDir "..\dist\gold-and-glory"
#endif
#ifndef AppVersion
  #define AppVersion GetVersionNumbersString(AddBackslash(SourcePath) + DistDir + "\" + AppExeName)
#endif

[Setup]
; AppId identifies the program for upgrades and the uninstaller: never change it.
AppId={{C4419BA3-B71C-4AB7-8C78-D3891B314426}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright={#AppCopyright}
; Setup.exe's own version resource (its Properties > Details on Windows).
VersionInfoVersion={#AppVersion}
VersionInfoProductVersion={#AppVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoCompany={#AppPublisher}
VersionInfoCopyright={#AppCopyright}
VersionInfoDescription={#AppName} Setup
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\dist
OutputBaseFilename=GoldAndGlory-{#AppVersion}-Setup
SetupIconFile=icons\gold-and-glory.ico
UninstallDisplayIcon={app}\{#AppExeName}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto
CloseApplications=yes

[Languages]
; Each language's messages, then the game's own wording of a few (the app's name in the
; install-mode dialog, whose "&" would otherwise underline the next letter).
Name: "english"; MessagesFile: "compiler:Default.isl,installer_en.isl"
Name: "korean"; MessagesFile: "compiler:Languages\Korean.isl,installer_ko.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#DistDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; An upgrade replaces the bundled runtime wholesale (no stale modules from an older build).
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
