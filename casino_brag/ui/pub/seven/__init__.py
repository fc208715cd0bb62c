"""The pub table's Seven-, Nine- and Thirteen-Card Brag: your cards placed into hand slots, the
advisor's best split, and the comparisons turned over one by one."""
