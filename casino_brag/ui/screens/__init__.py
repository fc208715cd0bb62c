"""The screens around the tables: menu, paytables, rules, statistics, history and settings."""
