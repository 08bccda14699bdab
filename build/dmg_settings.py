"""dmgbuild settings for the Gold & Glory disk image (used by build/build_macos.sh).

dmgbuild -s build/dmg_settings.py -D app="dist/Gold & Glory.app" "Gold & Glory" out.dmg

dmgbuild executes this file with ``defines`` (the ``-D`` values) in its namespace and
reads the module-level names below.  The image shows the app next to a link to
/Applications, so installing is one drag.
"""
# ruff: noqa: F821  (``defines`` is provided by dmgbuild)

import os.path

application = defines.get("app", "dist/Gold & Glory.app")
appname = os.path.basename(application)
# Paths are relative to the working directory (the repository root in build_macos.sh).
icns = defines.get("icon", "build/icons/gold-and-glory.icns")

format = defines.get("format", "UDZO")  # zlib-compressed, readable on every macOS
compression_level = 9
filesystem = "HFS+"
size = None  # computed from the contents

files = [application]
symlinks = {"Applications": "/Applications"}
icon = icns  # the mounted volume's icon

show_status_bar = False
show_tab_view = False
show_toolbar = False
show_pathbar = False
show_sidebar = False
window_rect = ((200, 120), (560, 340))
default_view = "icon-view"
show_icon_preview = False
arrange_by = None
icon_size = 128
text_size = 13
icon_locations = {
    appname: (140, 150),
    "Applications": (420, 150),
}
