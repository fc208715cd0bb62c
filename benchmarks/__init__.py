"""Speed measurements; each script prints its figures. Run as python -m benchmarks.<name>."""
