# Build the Windows bundle and installer: dist\gold-and-glory\ and
# dist\GoldAndGlory-<version>-Setup.exe.
#
#   pwsh -File build\build_windows.ps1        (or: powershell -ExecutionPolicy Bypass -File ...)
#
# Environment: VENV (default .venv, created if missing), PYTHON (used to create it,
# default python on PATH, else "py -3.11"), ISCC (path to ISCC.exe; otherwise looked up, and
# Inno Setup is installed with Chocolatey when missing or without Korean.isl).
# The frozen app is windowed (no console), so the smoke tests check exit codes and show
# whatever the app wrote to the redirected stdout/stderr.

$ErrorActionPreference = 'Stop'
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$Started = Get-Date

function Step($text) { Write-Host "`n== $text" }
function Fail($text) { [Console]::Error.WriteLine("build_windows: FAILED: $text"); exit 1 }
function Check($what) { if ($LASTEXITCODE -ne 0) { Fail "$what (exit $LASTEXITCODE)" } }

$Venv = if ($env:VENV) { $env:VENV } else { '.venv' }
$Py = Join-Path $Venv 'Scripts\python.exe'

Step "venv ($Venv) with the project and PyInstaller"
if (-not (Test-Path $Py)) {
    if ($env:PYTHON) { & $env:PYTHON -m venv $Venv }
    elseif (Get-Command python -ErrorAction SilentlyContinue) { & python -m venv $Venv }
    else { & py -3.11 -m venv $Venv }
    Check 'creating the venv'
}
& $Py -m pip install -q --disable-pip-version-check -e '.[build]'
Check 'pip install'

$Version = (& $Py -c "import ast, pathlib; t = ast.parse(pathlib.Path('game/version.py').read_text(encoding='utf-8')); print(next(ast.literal_eval(n.value) for n in t.body if isinstance(n, ast.Assign) and any(getattr(x, 'id', '') == '__version__' for x in n.targets)))").Trim()
Check 'reading game/version.py'
Write-Host "version $Version"

Step 'PyInstaller'
& $Py -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build\work build\gold_and_glory.spec
Check 'PyInstaller'
$Dist = Join-Path $Root 'dist\gold-and-glory'
$Exe = Join-Path $Dist 'gold-and-glory.exe'
if (-not (Test-Path $Exe)) { Fail "no executable at $Exe" }

Step 'smoke tests (headless, throw-away user folder)'
$Temp = Join-Path ([System.IO.Path]::GetTempPath()) ("gg-build-" + [guid]::NewGuid())
New-Item -ItemType Directory -Path $Temp | Out-Null
$env:SDL_VIDEODRIVER = 'dummy'
$env:SDL_AUDIODRIVER = 'dummy'
$env:GOLD_AND_GLORY_HOME = Join-Path $Temp 'home'

function Invoke-Frozen([string[]] $Arguments, [int] $TimeoutSeconds = 300) {
    # A windowed exe: run it, wait (with a time limit: an error dialog must not hang CI),
    # return its exit code and output.
    $out = Join-Path $Temp 'stdout.txt'
    $err = Join-Path $Temp 'stderr.txt'
    $p = Start-Process -FilePath $Exe -ArgumentList $Arguments -PassThru -NoNewWindow `
        -RedirectStandardOutput $out -RedirectStandardError $err
    $null = $p.Handle  # keep the handle so ExitCode is available after exit
    if (-not $p.WaitForExit($TimeoutSeconds * 1000)) {
        $p.Kill()
        Fail "gold-and-glory $Arguments did not finish within $TimeoutSeconds s"
    }
    $text = (Get-Content -Raw -ErrorAction SilentlyContinue $out) + (Get-Content -Raw -ErrorAction SilentlyContinue $err)
    return @{ Code = $p.ExitCode; Output = "$text".Trim() }
}

$r = Invoke-Frozen @('--version')
if ($r.Code -ne 0) { Fail "--version exited $($r.Code): $($r.Output)" }
if ($r.Output -and $r.Output -ne $Version) { Fail "--version printed '$($r.Output)', expected $Version" }
Write-Host "--version: ok $($r.Output)"

$r = Invoke-Frozen @('--self-test')
Write-Host $r.Output
if ($r.Code -ne 0) { Fail "--self-test exited $($r.Code)" }
Write-Host '--self-test: ok'

$r = Invoke-Frozen @('selfplay', '--game', 'armadora', '--players', 'random,random', '--games', '2', '--seed', '1', '--workers', '2')
if ($r.Code -ne 0) { Fail "selfplay with 2 worker processes exited $($r.Code): $($r.Output)" }
Write-Host 'selfplay (2 spawn workers): ok'

$r = Invoke-Frozen @('check-saves')
Write-Host $r.Output
if ($r.Code -ne 0) { Fail "check-saves (the saves round trip of every game) exited $($r.Code)" }
Remove-Item -Recurse -Force $Temp -ErrorAction SilentlyContinue

Step 'Inno Setup'
function Find-Iscc {
    $candidates = @()
    if ($env:ISCC) { $candidates += $env:ISCC }
    $cmd = Get-Command iscc.exe -ErrorAction SilentlyContinue
    if ($cmd) { $candidates += $cmd.Source }
    foreach ($base in @(${env:ProgramFiles(x86)}, $env:ProgramFiles, (Join-Path $env:LOCALAPPDATA 'Programs'))) {
        if ($base) { $candidates += (Join-Path $base 'Inno Setup 6\ISCC.exe') }
    }
    foreach ($c in $candidates) {
        if ((Test-Path $c) -and (Test-Path (Join-Path (Split-Path $c) 'Languages\Korean.isl'))) { return $c }
    }
    return $null
}
$Iscc = Find-Iscc
if (-not $Iscc) {
    Write-Host 'Inno Setup 6 with Korean.isl not found: installing it with Chocolatey'
    & choco upgrade innosetup -y --no-progress
    Check 'choco upgrade innosetup'
    $Iscc = Find-Iscc
    if (-not $Iscc) { Fail 'ISCC.exe with Languages\Korean.isl not found (set ISCC)' }
}
Write-Host "ISCC: $Iscc"
& $Iscc /Qp "/DAppVersion=$Version" build\installer.iss
Check 'ISCC'
$Setup = Join-Path $Root "dist\GoldAndGlory-$Version-Setup.exe"
if (-not (Test-Path $Setup)) { Fail "no installer at $Setup" }

Step 'done'
$size = (Get-ChildItem -Recurse -File $Dist | Measure-Object -Sum Length).Sum / 1MB
Write-Host ("bundle: {0:N0} MB in dist\gold-and-glory\" -f $size)
Write-Host ("installer: {0} ({1:N0} MB)" -f $Setup, ((Get-Item $Setup).Length / 1MB))
Write-Host ("total build_windows time: {0:N0} s" -f ((Get-Date) - $Started).TotalSeconds)
