"""Shared engine: the game contract, matches and records, players, AI.  No pygame here."""
