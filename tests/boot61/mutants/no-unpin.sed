# no-unpin: user_pages_unmap() frees its page list without unpinning the
# pages (caught by the pin counters of /proc/vmstat)
# drivers: simple_rw
/^\tif (up->nr_pages)$/,/^\t\t\t\t\t    up->write);$/d
