# foll-write: user_pages_map() pins with FOLL_WRITE the wrong way round (for
# memory the device reads, not for memory it writes)
# drivers: simple_rw
s/write ? FOLL_WRITE : 0/write ? 0 : FOLL_WRITE/
