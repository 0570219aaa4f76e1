"""Shared pytest set-up. Browser fixtures live in tests/browser/conftest.py."""
