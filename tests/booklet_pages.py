"""What a rules booklet's pages name: their blocks, locale keys and diagrams (shared by the
games' booklet tests)."""

from __future__ import annotations

from game.app.booklet import Bullets, Caption, Cards, Diagram, Heading, Page, Para, Row


def walk(blocks) -> list:
    """Every block of a page, nested rows and cards included."""
    out = []
    for block in blocks:
        out.append(block)
        if isinstance(block, Row):
            for _, column in block.columns:
                out.extend(walk(column))
        elif isinstance(block, Cards):
            for column in block.columns:
                out.extend(walk(column))
    return out


def page_keys(page: Page) -> list[str]:
    """The locale keys a page shows: its title, headings, paragraphs, bullets, captions."""
    found = [page.title]
    for block in walk(page.blocks):
        if isinstance(block, (Heading, Para, Caption)):
            found.append(block.key)
        elif isinstance(block, Bullets):
            found.extend(block.keys)
        elif isinstance(block, Diagram):
            found.append(block.caption)
    return found


def diagram_names(pages: tuple[Page, ...]) -> set[str]:
    """The diagrams the pages draw."""
    return {b.name for page in pages for b in walk(page.blocks) if isinstance(b, Diagram)}


def assert_every_page_fits(app, scene_type, pages: tuple[Page, ...], least_scale: float) -> None:
    """Open a game's booklet and turn every page: each is drawn at the panel's size, nothing
    overflows, and the text is never shrunk below ``least_scale``."""
    from tests.ui_fixtures import frames

    scene = app.push(scene_type(app))
    panel = scene.panel_rect()
    for index in range(len(pages)):
        scene.go(index)
        frames(app, 1)
        assert scene.page_surface(index).get_size() == panel.size
        assert scene.overflow[index] == 0, (index, app.size)
        assert scene.text_scale[index] >= least_scale, (index, app.size)
    assert scene.page == len(pages) - 1
