"""Settings, statistics and saves in the per-user folders (JSON, atomic writes)."""
