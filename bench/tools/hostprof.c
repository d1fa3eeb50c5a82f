// hostprof.c - a sampling profiler of a program's main thread, for
// measuring where the host's time goes between kernel launches (libacc,
// libomptarget, the CUDA driver) on a machine without perf.
//
// Build: cc -O2 -fPIC -shared hostprof.c -o hostprof.so -ldl -lrt
// Run:   HOSTPROF_OUT=prof.raw LD_PRELOAD=./hostprof.so ./prog args
//        HOSTPROF_HZ (default 20000) samples per second of wall time.
// Read:  python3 hostprof-report.py prof.raw [DIR ...]  (symbols from the
//        modules found in DIR, by file name).
//
// A POSIX timer on CLOCK_MONOTONIC sends SIGPROF to the main thread; the
// handler stores the stack's return addresses (glibc's backtrace, warmed
// up at start so that it does not load libgcc_s in the handler). At exit
// the samples and /proc/self/maps are written to HOSTPROF_OUT:
//   maps lines, then "SAMPLES", then one line per sample: hex addresses,
//   innermost first.
// Wall-clock sampling counts the time the thread blocks (a wait for the
// GPU) as well as the time it computes.
#define _GNU_SOURCE
#include <execinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

enum { MaxFrames = 24, MaxSamples = 400000 };

static void **Samples;      // MaxSamples * MaxFrames
static unsigned char *Depth; // frames of each sample
static volatile long Count;
static timer_t Timer;
static int Active;

static void onSample(int Sig, siginfo_t *Info, void *Context) {
  (void)Sig;
  (void)Info;
  (void)Context;
  long I = Count;
  if (I >= MaxSamples)
    return;
  int N = backtrace(Samples + I * MaxFrames, MaxFrames);
  Depth[I] = (unsigned char)N;
  Count = I + 1;
}

__attribute__((constructor)) static void start(void) {
  const char *Out = getenv("HOSTPROF_OUT");
  if (!Out || !*Out)
    return;
  Samples = calloc((size_t)MaxSamples * MaxFrames, sizeof(void *));
  Depth = calloc(MaxSamples, 1);
  if (!Samples || !Depth)
    return;
  void *Warm[4];
  backtrace(Warm, 4);
  struct sigaction Action;
  memset(&Action, 0, sizeof Action);
  Action.sa_sigaction = onSample;
  Action.sa_flags = SA_SIGINFO | SA_RESTART;
  sigaction(SIGPROF, &Action, NULL);
  struct sigevent Event;
  memset(&Event, 0, sizeof Event);
  Event.sigev_notify = SIGEV_THREAD_ID;
  Event.sigev_signo = SIGPROF;
  Event._sigev_un._tid = (pid_t)syscall(SYS_gettid);
  if (timer_create(CLOCK_MONOTONIC, &Event, &Timer) != 0)
    return;
  const char *HzText = getenv("HOSTPROF_HZ");
  long Hz = HzText ? atol(HzText) : 20000;
  if (Hz <= 0)
    Hz = 20000;
  struct itimerspec Spec;
  Spec.it_interval.tv_sec = 0;
  Spec.it_interval.tv_nsec = 1000000000L / Hz;
  Spec.it_value = Spec.it_interval;
  timer_settime(Timer, 0, &Spec, NULL);
  Active = 1;
}

__attribute__((destructor)) static void finish(void) {
  if (!Active)
    return;
  Active = 0;
  timer_delete(Timer);
  FILE *F = fopen(getenv("HOSTPROF_OUT"), "w");
  if (!F)
    return;
  FILE *Maps = fopen("/proc/self/maps", "r");
  char Line[4096];
  while (Maps && fgets(Line, sizeof Line, Maps))
    fputs(Line, F);
  if (Maps)
    fclose(Maps);
  fputs("SAMPLES\n", F);
  for (long I = 0; I < Count; ++I) {
    for (int J = 0; J < Depth[I]; ++J)
      fprintf(F, "%s%lx", J ? " " : "", (unsigned long)Samples[I * MaxFrames + J]);
    fputc('\n', F);
  }
  fclose(F);
}
