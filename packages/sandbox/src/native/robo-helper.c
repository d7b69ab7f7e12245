/*
 * robo-helper: the small native piece of @robo/sandbox, compiled by prepare().
 *
 * Node's child_process cannot join a cgroup between fork and exec, cannot drop
 * privileges after doing so, and reports neither rusage nor the exact signal
 * that ended a grandchild. This helper fills those gaps in two modes:
 *
 *   robo-helper enter [--join FILE]... [--uid N --gid N] [--argv-fd FD] [-- PROG ARGS...]
 *     Runs on the host. Writes its own pid into each cgroup.procs FILE (so the
 *     whole sandbox, bwrap included, is accounted and limited from its first
 *     instruction), drops to N:N when root, closes stray file descriptors and
 *     execs PROG (bwrap). With --argv-fd the command is instead read from FD
 *     (NUL-separated, until EOF; empty = cancelled): the judge starts this
 *     process ahead of time, because moving a process into a v1 cgroup waits
 *     for an RCU grace period (5-15 ms) that would otherwise be paid per run.
 *
 *   robo-helper exec --status-fd FD [--cpu-ms N] [--stack-kb N] [--fsize-kb N]
 *                    [--nofile N] [--as-kb N] -- PROG ARGS...
 *     Runs inside the sandbox. Applies rlimits to a forked child, execs PROG
 *     there, waits for it with wait4() and writes one status line to FD:
 *       S                                       (child forked)
 *       X <errno>                               (exec of PROG failed)
 *       R <exit> <signal> <cpu_us> <wall_us> <maxrss_kb>
 *
 * Everything else (limits via cgroups, timers, verdicts) lives in TypeScript.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define FAIL_CODE 125

static void die(const char *what) {
  fprintf(stderr, "robo-helper: %s: %s\n", what, strerror(errno));
  _exit(FAIL_CODE);
}

static long long parse_num(const char *s, const char *flag) {
  char *end = NULL;
  errno = 0;
  long long v = strtoll(s, &end, 10);
  if (errno != 0 || end == s || *end != '\0' || v < 0) {
    fprintf(stderr, "robo-helper: bad value for %s: %s\n", flag, s);
    _exit(FAIL_CODE);
  }
  return v;
}

/* Closes every descriptor >= from except keep (keep < from disables it).
 * Stray inherited descriptors (pipes or sockets of whatever started Node)
 * would otherwise be reachable from inside the sandbox. */
static void close_from(int from, int keep) {
  if (keep >= from) {
    if (keep > from && syscall(SYS_close_range, from, keep - 1, 0) != 0 && errno != ENOSYS) die("close_range");
    if (syscall(SYS_close_range, keep + 1, ~0U, 0) == 0 || errno != ENOSYS) return;
  } else if (syscall(SYS_close_range, from, ~0U, 0) == 0 || errno != ENOSYS) {
    return;
  }
  /* Pre-5.9 kernels: close a generous fixed range instead. */
  for (int fd = from; fd < 4096; fd++)
    if (fd != keep) close(fd);
}

/* Reads a NUL-separated argv from fd until EOF. Returns NULL when empty. */
static char **read_argv(int fd) {
  size_t cap = 4096, len = 0;
  char *buf = malloc(cap + 1);
  if (!buf) die("malloc");
  for (;;) {
    if (len == cap) {
      if (cap >= (1u << 20)) { fprintf(stderr, "robo-helper: command too long\n"); _exit(FAIL_CODE); }
      cap *= 2;
      buf = realloc(buf, cap + 1);
      if (!buf) die("realloc");
    }
    ssize_t n = read(fd, buf + len, cap - len);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) die("read argv");
    if (n == 0) break;
    len += (size_t)n;
  }
  close(fd);
  if (len == 0) return NULL;
  if (buf[len - 1] != '\0') buf[len++] = '\0';
  size_t count = 0;
  for (size_t k = 0; k < len; k++) count += buf[k] == '\0';
  char **out = calloc(count + 1, sizeof *out);
  if (!out) die("calloc");
  char *p = buf;
  for (size_t k = 0; k < count; k++) {
    out[k] = p;
    p += strlen(p) + 1;
  }
  return out;
}

static int cmd_enter(int argc, char **argv) {
  long long uid = -1, gid = -1, argv_fd = -1;
  int i = 0;
  pid_t parent = getppid();
  for (; i < argc; i++) {
    if (strcmp(argv[i], "--") == 0) { i++; break; }
    if (i + 1 >= argc) { fprintf(stderr, "robo-helper: missing value for %s\n", argv[i]); _exit(FAIL_CODE); }
    if (strcmp(argv[i], "--join") == 0) {
      const char *path = argv[++i];
      int fd = open(path, O_WRONLY | O_CLOEXEC);
      if (fd < 0) die(path);
      char buf[32];
      int n = snprintf(buf, sizeof buf, "%d\n", (int)getpid());
      if (write(fd, buf, (size_t)n) != n) die(path);
      close(fd);
    } else if (strcmp(argv[i], "--uid") == 0) {
      uid = parse_num(argv[++i], "--uid");
    } else if (strcmp(argv[i], "--gid") == 0) {
      gid = parse_num(argv[++i], "--gid");
    } else if (strcmp(argv[i], "--argv-fd") == 0) {
      argv_fd = parse_num(argv[++i], "--argv-fd");
    } else {
      fprintf(stderr, "robo-helper: unknown option %s\n", argv[i]);
      _exit(FAIL_CODE);
    }
  }
  if (i >= argc && argv_fd < 0) { fprintf(stderr, "robo-helper: no command\n"); _exit(FAIL_CODE); }

  if (gid >= 0) {
    if (setgroups(0, NULL) != 0) die("setgroups");
    if (setresgid((gid_t)gid, (gid_t)gid, (gid_t)gid) != 0) die("setresgid");
  }
  if (uid >= 0) {
    if (setresuid((uid_t)uid, (uid_t)uid, (uid_t)uid) != 0) die("setresuid");
    if (setuid(0) == 0) { fprintf(stderr, "robo-helper: privileges not dropped\n"); _exit(FAIL_CODE); }
  }
  /* Changing credentials clears the parent-death signal, so arm it last: if
   * the judge dies, bwrap (and with --die-with-parent the sandbox) dies too. */
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) die("prctl");
  if (getppid() != parent) _exit(FAIL_CODE);

  char **command = &argv[i];
  if (argv_fd >= 0) {
    command = read_argv((int)argv_fd);
    if (command == NULL) _exit(0);
  }
  /* 0-2 are stdio and 3 carries the status line; nothing else goes in. */
  close_from(4, -1);
  execv(command[0], command);
  die(command[0]);
  return FAIL_CODE;
}

static void set_limit(int resource, long long value, const char *name) {
  struct rlimit rl = { (rlim_t)value, (rlim_t)value };
  if (setrlimit(resource, &rl) != 0) die(name);
}

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static int cmd_exec(int argc, char **argv) {
  int status_fd = -1;
  long long cpu_ms = -1, stack_kb = -1, fsize_kb = -1, nofile = -1, as_kb = -1;
  int i = 0;
  for (; i < argc; i++) {
    if (strcmp(argv[i], "--") == 0) { i++; break; }
    if (i + 1 >= argc) { fprintf(stderr, "robo-helper: missing value for %s\n", argv[i]); _exit(FAIL_CODE); }
    const char *flag = argv[i];
    long long v = parse_num(argv[++i], flag);
    if (strcmp(flag, "--status-fd") == 0) status_fd = (int)v;
    else if (strcmp(flag, "--cpu-ms") == 0) cpu_ms = v;
    else if (strcmp(flag, "--stack-kb") == 0) stack_kb = v;
    else if (strcmp(flag, "--fsize-kb") == 0) fsize_kb = v;
    else if (strcmp(flag, "--nofile") == 0) nofile = v;
    else if (strcmp(flag, "--as-kb") == 0) as_kb = v;
    else { fprintf(stderr, "robo-helper: unknown option %s\n", flag); _exit(FAIL_CODE); }
  }
  if (i >= argc || status_fd < 0) { fprintf(stderr, "robo-helper: usage error\n"); _exit(FAIL_CODE); }

  /* The submission runs under the same uid as this process; a non-dumpable
   * process cannot be ptraced or have its /proc/<pid>/fd opened by it, so the
   * submission cannot forge the status line. */
  if (prctl(PR_SET_DUMPABLE, 0) != 0) die("prctl");
  if (fcntl(status_fd, F_SETFD, FD_CLOEXEC) != 0) die("status fd");
  close_from(3, status_fd);

  long long start = now_us();
  pid_t pid = fork();
  if (pid < 0) die("fork");
  if (pid == 0) {
    /* Own process group, so whatever the program leaves behind can be killed
     * in one go below (what matters without bwrap's pid namespace). */
    setpgid(0, 0);
    set_limit(RLIMIT_CORE, 0, "RLIMIT_CORE");
    /* CPU is policed precisely through the cgroup; the rlimit is a backstop
     * (SIGXCPU, then SIGKILL a second later) that also works without cgroups. */
    if (cpu_ms >= 0) {
      struct rlimit rl;
      rl.rlim_cur = (rlim_t)((cpu_ms + 999) / 1000 + 1);
      rl.rlim_max = rl.rlim_cur + 1;
      if (setrlimit(RLIMIT_CPU, &rl) != 0) die("RLIMIT_CPU");
    }
    if (stack_kb >= 0) set_limit(RLIMIT_STACK, stack_kb * 1024, "RLIMIT_STACK");
    if (fsize_kb >= 0) set_limit(RLIMIT_FSIZE, fsize_kb * 1024, "RLIMIT_FSIZE");
    if (nofile >= 0) set_limit(RLIMIT_NOFILE, nofile, "RLIMIT_NOFILE");
    if (as_kb >= 0) set_limit(RLIMIT_AS, as_kb * 1024, "RLIMIT_AS");
    execv(argv[i], &argv[i]);
    dprintf(status_fd, "X %d\n", errno);
    _exit(127);
  }
  dprintf(status_fd, "S\n");

  /* Sandbox-level signals (e.g. a terminal ^C) must not kill the reporter
   * before the child; the judge kills the whole sandbox with SIGKILL anyway. */
  signal(SIGINT, SIG_IGN);
  signal(SIGTERM, SIG_IGN);
  signal(SIGPIPE, SIG_IGN);

  int status = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  while (wait4(pid, &status, 0, &ru) < 0) {
    if (errno != EINTR) die("wait4");
  }
  long long wall = now_us() - start;
  kill(-pid, SIGKILL);
  long long cpu = (long long)ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec +
                  (long long)ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  dprintf(status_fd, "R %d %d %lld %lld %ld\n", code, sig, cpu, wall, ru.ru_maxrss);
  return WIFEXITED(status) ? code : 128 + sig;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "enter") == 0) return cmd_enter(argc - 2, argv + 2);
  if (argc >= 2 && strcmp(argv[1], "exec") == 0) return cmd_exec(argc - 2, argv + 2);
  fprintf(stderr, "usage: robo-helper enter|exec [options] -- command...\n");
  return FAIL_CODE;
}
