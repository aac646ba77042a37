# copy_engine: what a maintainer changes by hand after zcport (README.md)
# 2.6's daemonize() names the thread
s/^\tdaemonize();$/\tdaemonize("kcopyd");/
