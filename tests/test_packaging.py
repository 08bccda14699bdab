"""Cheap invariants of the installer files in build/ (nothing is built here).

The real check is ``bash build/build_linux.sh``, which builds the frozen app and runs its
self-test; these tests catch the mistakes that are visible without a build: a spec that
does not run, icons that are not what their extension says, an installer script that lost
a language or a shortcut.
"""

from __future__ import annotations

import ast
import io
import os
import re
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest

from game.version import __version__

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
SPEC = BUILD / "gold_and_glory.spec"
ICONS = BUILD / "icons"
ISS = BUILD / "installer.iss"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


# --- the PyInstaller spec ------------------------------------------------------------------


class _Recorder:
    """Stands in for one of PyInstaller's spec classes and keeps its arguments."""

    def __init__(self, calls: dict, kind: str) -> None:
        self.calls = calls
        self.kind = kind

    def __call__(self, *args, **kwargs):
        self.calls[self.kind] = (args, kwargs)
        if self.kind == "Analysis":
            datas = [
                *((dest, src, "DATA") for src, dest in kwargs["datas"]),
                ("pygame_gui/data/NotoSansJP-Bold.otf", "/x/NotoSansJP-Bold.otf", "DATA"),
                ("pygame_gui/data/NotoSansKR-Bold.ttf", "/x/NotoSansKR-Bold.ttf", "DATA"),
            ]
            return SimpleNamespace(datas=datas, binaries=[], scripts=[], pure=[])
        return SimpleNamespace(kind=self.kind)


def run_spec(workpath: Path) -> SimpleNamespace:
    """Run the spec with PyInstaller's classes replaced by recorders."""
    calls: dict = {}
    namespace = {
        "__name__": "__main__",
        "SPECPATH": str(BUILD),
        "workpath": str(workpath),
        **{
            kind: _Recorder(calls, kind) for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
        },
    }
    source = SPEC.read_text(encoding="utf-8")
    exec(compile(source, str(SPEC), "exec"), namespace)
    return SimpleNamespace(namespace=namespace, calls=calls)


def fake_versioninfo() -> ModuleType:
    """PyInstaller's Windows version-resource classes (they need pefile) as recorders."""
    module = ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable",
                 "StringStruct", "VarFileInfo", "VarStruct"):  # fmt: skip
        setattr(module, name, lambda *args, _name=name, **kwargs: (_name, args, kwargs))
    return module


@pytest.fixture(scope="module")
def spec(tmp_path_factory):
    if sys.platform == "win32":  # the spec builds the .exe version resource with PyInstaller
        pytest.importorskip("PyInstaller.utils.win32.versioninfo")
    return run_spec(tmp_path_factory.mktemp("work"))


@pytest.mark.parametrize("platform", ["win32", "darwin", "linux"])
def test_spec_on_each_platform(platform, tmp_path, monkeypatch):
    import pygame_gui  # noqa: F401  (imported before sys.platform is faked)

    monkeypatch.setattr(sys, "platform", platform)
    versioninfo = fake_versioninfo()
    for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.utils.win32"):
        monkeypatch.setitem(sys.modules, name, ModuleType(name))
    sys.modules["PyInstaller.utils.win32"].versioninfo = versioninfo
    monkeypatch.setitem(sys.modules, versioninfo.__name__, versioninfo)
    ran = run_spec(tmp_path)
    _, exe = ran.calls["EXE"]
    assert exe["console"] is (platform == "linux")
    if platform == "linux":
        assert exe["icon"] is None and exe["version"] is None and exe["manifest"] is None
        assert "BUNDLE" not in ran.calls
        return
    assert Path(exe["icon"]).is_file()
    assert Path(exe["icon"]).suffix == (".ico" if platform == "win32" else ".icns")
    if platform == "win32":
        name, _, kwargs = exe["version"]
        assert name == "VSVersionInfo"
        numbers = tuple(int(part) for part in __version__.split(".")[:4])
        assert kwargs["ffi"][2]["filevers"][: len(numbers)] == numbers
        assert "BUNDLE" not in ran.calls
        manifest = Path(exe["manifest"]).read_text(encoding="utf-8")  # sharp at 125-200 %
        assert ">PerMonitorV2, PerMonitor</dpiAwareness>" in manifest
        assert ">true/pm</dpiAware>" in manifest
        strings = str(kwargs["kids"])
        assert "LegalCopyright" in strings and "CompanyName" in strings
    else:
        _, bundle = ran.calls["BUNDLE"]
        assert bundle["name"] == "Gold & Glory.app"
        assert bundle["version"] == __version__
        assert bundle["info_plist"]["CFBundleShortVersionString"] == __version__
        assert Path(bundle["icon"]).is_file()


def test_spec_version_comes_from_game_version(spec):
    assert spec.namespace["VERSION"] == __version__
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    (assign,) = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "VERSION"
    ]
    assert "version.py" in ast.unparse(assign.value)


def test_spec_bundles_assets_locales_and_every_game_module(spec):
    _, kwargs = spec.calls["Analysis"]
    assert (str(ROOT / "assets"), "assets") in kwargs["datas"]
    assert (str(ROOT / "locales"), "locales") in kwargs["datas"]
    assert "tkinter" in kwargs["excludes"]
    hidden = set(kwargs["hiddenimports"])
    from game.cli import SUBCOMMANDS
    from game.games import SHIPPED

    needed = {target.split(":")[0] for target in SUBCOMMANDS.values()}
    needed |= {f"game.{game_id}" for game_id in SHIPPED}
    needed |= {"game.engine.ai.worker", "game.app.selftest"}
    assert needed <= hidden


def test_spec_drops_only_the_unused_pygame_gui_fonts(spec):
    names = {entry[0] for entry in spec.namespace["a"].datas}
    assert "pygame_gui/data/NotoSansKR-Bold.ttf" in names
    assert "pygame_gui/data/NotoSansJP-Bold.otf" not in names
    for font in ("NotoSansKR-Regular.ttf", "NotoSansKR-Bold.ttf", "NotoSans-Regular.ttf"):
        assert font not in spec.namespace["UNUSED_PYGAME_GUI_FONTS"]


def test_spec_builds_one_folder_named_gold_and_glory(spec):
    _, exe = spec.calls["EXE"]
    _, collect = spec.calls["COLLECT"]
    assert exe["name"] == collect["name"] == "gold-and-glory"
    assert exe["exclude_binaries"] is True  # one-folder: binaries go to COLLECT


# --- icons -------------------------------------------------------------------------------

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_MAGIC
    assert data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def decoded_size(data: bytes) -> tuple[int, int]:
    """Decode a whole PNG (pixels, not only its header) and return its size."""
    import pygame

    return pygame.image.load(io.BytesIO(data), "icon.png").get_size()


def test_png_icon():
    assert png_size((ICONS / "gold-and-glory.png").read_bytes()) == (512, 512)


def test_ico_icon():
    data = (ICONS / "gold-and-glory.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1) and count >= 4
    sizes = set()
    for i in range(count):
        w, h, _, _, _, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        size = w or 256
        assert (w, bits) == (h, 32)
        assert offset + length <= len(data)
        image = data[offset : offset + length]
        if image[:8] == PNG_MAGIC:
            assert png_size(image) == decoded_size(image) == (size, size)
        else:  # BMP entry: BITMAPINFOHEADER, height doubled for the AND mask
            assert struct.unpack("<Iii", image[:12]) == (40, size, size * 2)
        sizes.add(size)
    assert {16, 32, 48, 256} <= sizes


ICNS_SIZES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
              b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256,
              b"ic14": 512}  # fmt: skip


def test_icns_icon():
    data = (ICONS / "gold-and-glory.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    seen = set()
    offset = 8
    while offset < len(data):
        kind = data[offset : offset + 4]
        (length,) = struct.unpack(">I", data[offset + 4 : offset + 8])
        assert length > 8 and offset + length <= len(data)
        side = ICNS_SIZES[kind]
        image = data[offset + 8 : offset + length]
        assert png_size(image) == decoded_size(image) == (side, side)
        seen.add(kind)
        offset += length
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= seen


# --- Windows installer, macOS image, scripts, workflow ------------------------------------


def test_inno_script_languages_shortcuts_and_output():
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r'^Name: "english"; MessagesFile: "compiler:Default\.isl[,"]', text, re.M)
    assert re.search(
        r'^Name: "korean"; MessagesFile: "compiler:Languages\\Korean\.isl[,"]', text, re.M
    )
    assert re.search(r"^Name: \"\{autoprograms\}\\", text, re.M)  # Start menu
    assert re.search(r"^Name: \"\{autodesktop\}\\.*Tasks: desktopicon", text, re.M)
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}", text, re.M)
    assert "OutputBaseFilename=GoldAndGlory-{#AppVersion}-Setup" in text
    assert "OutputDir=..\\dist" in text
    assert re.search(r"^PrivilegesRequired=lowest", text, re.M)
    icon = re.search(r"^SetupIconFile=(.+)$", text, re.M).group(1).strip()
    assert (BUILD / icon.replace("\\", "/")).is_file()


def test_windows_script_passes_the_version_to_inno_setup():
    text = (BUILD / "build_windows.ps1").read_text(encoding="utf-8")
    assert "/DAppVersion=$Version" in text and "installer.iss" in text
    assert "gold_and_glory.spec" in text


def test_dmg_settings_lay_out_the_app_next_to_applications():
    """dmgbuild runs the settings file with ``defines``; run it the same way."""
    app = "dist/Gold & Glory.app"
    icon = "build/icons/gold-and-glory.icns"
    settings = {"defines": {"app": app, "icon": icon}}
    source = (BUILD / "dmg_settings.py").read_text(encoding="utf-8")
    exec(compile(source, "dmg_settings.py", "exec"), settings)
    assert settings["files"] == [app]
    assert settings["symlinks"] == {"Applications": "/Applications"}
    assert set(settings["icon_locations"]) == {"Gold & Glory.app", "Applications"}
    assert settings["format"] == "UDZO" and settings["filesystem"] == "HFS+"
    assert (ROOT / settings["icon"]).is_file()


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("script", sorted(p.name for p in BUILD.glob("*.sh")))
def test_build_scripts_are_valid_bash(script):
    result = subprocess.run(["bash", "-n", str(BUILD / script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_dmg_settings_and_scripts_parse():
    compile((BUILD / "dmg_settings.py").read_text(encoding="utf-8"), "dmg_settings.py", "exec")
    for script in ("build_linux.sh", "build_macos.sh"):
        path = BUILD / script
        text = path.read_text(encoding="utf-8")
        assert text.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in text
        assert "--workpath build/work" in text and "--self-test" in text
        if os.name == "posix":
            assert os.access(path, os.X_OK), f"{script} is not executable"


def test_linux_script_smoke_tests_headless():
    text = (BUILD / "build_linux.sh").read_text(encoding="utf-8")
    assert "SDL_VIDEODRIVER=dummy" in text and "SDL_AUDIODRIVER=dummy" in text
    assert "GOLD_AND_GLORY_HOME" in text and 'benchmarks/startup.py --frozen "$EXE"' in text
    assert '"$EXE" check-saves' in text  # the frozen app's own saves round trip


def test_windows_on_linux_script_builds_installs_and_uninstalls():
    path = BUILD / "build_windows_on_linux.sh"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash") and "set -euo pipefail" in text
    if os.name == "posix":
        assert os.access(path, os.X_OK)
    assert "wine32:i386" in text and "dpkg --add-architecture i386" in text
    # What it installs, it installs without upgrading the host's other packages where apt
    # allows it: no upgrade run, the host's Multi-Arch twins pinned to their versions.
    assert "--no-upgrade" in text and "--no-install-recommends" in text
    assert not re.search(r"apt-get( -\S+)* (dist-|full-)?upgrade\b", text)
    assert "pin_installed_twins\n    apt_install" in text
    assert "build/gold_and_glory.spec" in text and "build/installer.iss" in text
    assert "/DAppVersion=$VERSION" in text and "/DDistDir=" in text
    assert '[ -s "$SETUP" ]' in text  # ISCC can exit 0 without writing the installer
    assert "/VERYSILENT" in text and "/ALLUSERS" in text and "unins000.exe" in text
    for check in ("--version", "--self-test", "selfplay", "check-saves"):
        assert text.count(check) >= 1, check
    # The frozen exe runs the saves round trip itself, built and installed, and leaves the
    # save the uninstaller must keep.
    smoke = text[text.index("smoke_test() {") : text.index("\n}\n", text.index("smoke_test() {"))]
    assert "check-saves" in smoke
    assert text.count('smoke_test "$') == 2
    assert 'win "$INSTALLED_EXE" check-saves --keep' in text
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert ci.index("build/build_linux.sh") < ci.index("build/build_windows_on_linux.sh")


def test_inno_script_takes_the_build_folder_from_the_command_line():
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r'#ifndef DistDir\s+#define DistDir "\.\.\\dist\\gold-and-glory"', text)
    assert 'Source: "{#DistDir}\\*"' in text


def test_release_workflow_builds_windows_and_macos_on_tags():
    text = WORKFLOW.read_text(encoding="utf-8")
    assert re.search(r'tags: \["v\*"\]', text)
    assert "windows-latest" in text and "macos-latest" in text
    assert 'python-version: "3.11"' in text
    assert "build/build_windows.ps1" in text and "build/build_macos.sh" in text


def iss_defines(text: str) -> dict[str, str]:
    return dict(re.findall(r'^#define (\w+) "([^"]*)"', text, re.M))


def test_setup_exe_carries_its_version_publisher_and_copyright():
    text = ISS.read_text(encoding="utf-8")
    for directive in ("VersionInfoVersion={#AppVersion}", "VersionInfoCompany={#AppPublisher}",
                      "VersionInfoCopyright={#AppCopyright}", "AppCopyright={#AppCopyright}",
                      "VersionInfoProductVersion={#AppVersion}"):  # fmt: skip
        assert re.search(rf"^{re.escape(directive)}$", text, re.M), directive
    assert re.search(r'^#define AppCopyright "Copyright \(C\) " \+ GetDateTimeString', text, re.M)


@pytest.mark.parametrize(("language", "isl"), [("english", "installer_en.isl"),
                                               ("korean", "installer_ko.isl")])  # fmt: skip
def test_the_install_mode_dialog_shows_the_ampersand(language, isl):
    """Inno Setup's install-mode dialog takes "&" for a keyboard shortcut ("Gold _Glory"):
    each language's own messages name the app with the "&" doubled."""
    text = ISS.read_text(encoding="utf-8")
    assert re.search(rf'^Name: "{language}"; MessagesFile: "[^"]*,{re.escape(isl)}"', text, re.M)
    name = iss_defines(text)["AppName"]
    assert "&" in name
    messages = (BUILD / isl).read_bytes().decode("utf-8")
    for key in ("PrivilegesRequiredOverrideText1", "PrivilegesRequiredOverrideText2"):
        (value,) = re.findall(rf"^{key}=(.*)$", messages, re.M)
        assert value.startswith(name.replace("&", "&&")) and "%1" not in value


def test_the_linux_bundle_carries_a_desktop_entry_icon_and_readme(tmp_path):
    sys.path.insert(0, str(BUILD))
    try:
        import linux_package
    finally:
        sys.path.remove(str(BUILD))
    folder = tmp_path / "gold-and-glory"
    (folder / "_internal").mkdir(parents=True)
    elf = b"\x7fELF" + b"\0" * 60 + b"GLIBC_2.2.5\0GLIBC_2.17\0GLIBC_2.34\0GLIBC_PRIVATE\0"
    (folder / "gold-and-glory").write_bytes(elf)
    (folder / "_internal" / "libx.so").write_bytes(b"\x7fELF" + b"\0" * 8 + b"GLIBC_2.28\0")
    (folder / "_internal" / "data.txt").write_bytes(b"GLIBC_2.99 is not in an ELF file")
    monkeypatch = pytest.MonkeyPatch()
    monkeypatch.setattr(linux_package.shutil, "which", lambda name: None)  # no objdump
    try:
        assert linux_package.main([str(folder), __version__]) == 0
    finally:
        monkeypatch.undo()
    entry = (folder / "gold-and-glory.desktop").read_text(encoding="utf-8").splitlines()
    assert entry[0] == "[Desktop Entry]"
    assert {"Type=Application", "Exec=gold-and-glory", "Icon=gold-and-glory"} <= set(entry)
    assert "Name=Gold & Glory" in entry and any(line.startswith("Name[ko]=") for line in entry)
    assert (folder / "gold-and-glory.png").read_bytes()[:8] == PNG_MAGIC
    readme = (folder / "README.txt").read_text(encoding="utf-8")
    assert readme.count("2.34") == 2  # the newest version an ELF file names, both languages
    assert "2.99" not in readme and __version__ in readme
    script = folder / "install-desktop-entry.sh"
    assert os.access(script, os.X_OK) or os.name != "posix"
    if shutil.which("sh") and os.name == "posix":
        home = tmp_path / "home"
        env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "share")}
        subprocess.run(["sh", str(script)], env=env, check=True, capture_output=True)
        installed = (home / "share" / "applications" / "gold-and-glory.desktop").read_text(
            encoding="utf-8"
        )
        assert f'Exec="{folder}/gold-and-glory"' in installed.splitlines()
        assert (
            home / "share" / "icons" / "hicolor" / "512x512" / "apps" / "gold-and-glory.png"
        ).is_file()
