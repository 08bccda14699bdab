"""Sealing the part of a save that hides things: the seed and the steps of an unfinished match.

The seed and the steps tell what the rules hide (a face-down warrior's value, the order of
a shuffled stack, the cards dealt) and, with the seed, every draw still to come.  A save of
an unfinished match keeps them sealed: compressed, then mixed with a keystream drawn from
SHAKE-256 of a fixed key and a salt, and written as base64, so nothing hidden can be read
in a text editor or over a shoulder.  It is not a lock: anyone who reads this code can open
the seal (the threat model is in docs/decisions.md, "Saves and hidden information").

The salt is drawn from the sealed bytes themselves, so the same match seals to the same
text (records stay reproducible) while two different moments of a match share nothing.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import zlib

KEY = b"gold-and-glory/sealed-steps/1"
SALT_BYTES = 16


class SealError(ValueError):
    """Sealed text that does not open (not base64, too short, or not what was sealed)."""


def _mix(data: bytes, salt: bytes) -> bytes:
    stream = hashlib.shake_256(KEY + salt).digest(len(data))
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream, "big")
    return mixed.to_bytes(len(data), "big")


def seal(data: bytes) -> str:
    """``data`` sealed as base64 text."""
    salt = hashlib.sha256(b"salt:" + data).digest()[:SALT_BYTES]
    return base64.b64encode(salt + _mix(zlib.compress(data, 9), salt)).decode("ascii")


def unseal(text: str, limit: int) -> bytes:
    """The bytes sealed in ``text``; :class:`SealError` when it does not open or would
    open to more than ``limit`` bytes (nothing larger is ever inflated)."""
    try:
        raw = base64.b64decode(text.encode("ascii"), validate=True)
    except (UnicodeEncodeError, binascii.Error) as exc:
        raise SealError(f"not base64: {exc}") from None
    if len(raw) <= SALT_BYTES:
        raise SealError("too short")
    salt, packed = raw[:SALT_BYTES], raw[SALT_BYTES:]
    inflate = zlib.decompressobj()
    try:
        data = inflate.decompress(_mix(packed, salt), limit + 1)
    except zlib.error as exc:
        raise SealError(f"does not open: {exc}") from None
    if len(data) > limit or not inflate.eof or inflate.unused_data:
        raise SealError("does not open to one sealed text within the limit")
    return data
