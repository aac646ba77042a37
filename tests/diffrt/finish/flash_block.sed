# flash_block: what a maintainer changes by hand after zcport (README.md)
# 2.6 has no UnlockPage(): unlock_page()
s/UnlockPage(/unlock_page(/
