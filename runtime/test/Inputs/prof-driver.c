/*===- prof-driver.c - A stand-in runtime for profiling libraries ---------===*\
|*                                                                            *|
|* Part of accc, an OpenACC to OpenMP compiler built on Clang.                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
/*
 * Plays the runtime's part of the OpenACC 3.3 profiling interface (chapter
 * 5) for tests of a profiling library, without libacc:
 *
 *   prof-driver LIBRARY SCENARIO [--no-tool-info] [--short-info]
 *                                [--virtual-clock]
 *
 * dlopens LIBRARY, calls its acc_register_library with registration
 * routines that record the callbacks (chapter 5, "Event Registration and
 * Unregistration"), prints how many were registered, and then sends the
 * events of SCENARIO the way a runtime does:
 * acc_prof_info, acc_event_info and acc_api_info filled as sec. 5.2 says,
 * tool_info of each start returned to its end, start/end pairs nested per
 * thread, and acc_ev_runtime_shutdown last. Construct sites are made up
 * (app.c, helper.c) so that expectations do not depend on this file. Work
 * inside a span is a sleep, long enough to sort the sites by time.
 *
 * --virtual-clock: work advances a clock of the calling thread instead of
 *   sleeping, and CLOCK_MONOTONIC reads that clock: this program defines
 *   clock_gettime, which the library's calls reach when the program is
 *   linked with -rdynamic (its symbols then come first in the dynamic
 *   lookup). Times are then exact, and independent of the machine's load.
 *
 * --no-tool-info: end events carry a null tool_info (a runtime that does
 *   not keep it); --short-info: valid_bytes of acc_prof_info ends before
 *   src_file, and that of acc_data_event_info before host_ptr (an older
 *   runtime's shorter structures).
 *
 * Scenarios:
 *   basic        one thread: device init, enter data, a parallel construct
 *                run twice, a kernels construct with two kernels in
 *                helper.c, update, an async construct, wait, a runtime
 *                routine outside any construct, exit data, shutdown
 *   no-shutdown  basic without acc_ev_runtime_shutdown
 *   threads      two host threads at once, one with an activity queue
 *   stress       4 threads x 512 constructs, for the counts
 *   exit-open    exit() while a construct, its enter data and an upload
 *                are open
 *   exit-thread  exit() from the main thread while another sends events
 *   strings      names that JSON must escape, and invalid UTF-8
 *   data         a data construct run twice: its enter data, the wait for
 *                its queue at its end and its exit data
 */

#define _GNU_SOURCE /* RTLD_NEXT */
#include <acc_prof.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MaxCallbacks 4

static acc_prof_callback Callbacks[acc_ev_last][MaxCallbacks];
static int NumCallbacks[acc_ev_last];
static int NoToolInfo, ShortInfo, VirtualClock;
static _Thread_local int ThreadId;
/* --virtual-clock: the calling thread's time, from 1 s at its start. */
static _Thread_local long long VirtualNs = 1000000000;

static void registerCallback(acc_event_t Ev, acc_prof_callback Cb,
                             acc_register_t Info) {
  if (Info != acc_reg || Ev <= acc_ev_none || Ev >= acc_ev_last ||
      NumCallbacks[Ev] == MaxCallbacks) {
    printf("driver: unexpected registration of event %d\n", (int)Ev);
    return;
  }
  Callbacks[Ev][NumCallbacks[Ev]++] = Cb;
}

static void unregisterCallback(acc_event_t Ev, acc_prof_callback Cb,
                               acc_register_t Info) {
  (void)Ev;
  (void)Cb;
  (void)Info;
  printf("driver: unexpected unregistration\n");
}

static acc_query_fn lookup(const char *Name) {
  (void)Name;
  return NULL;
}

int clock_gettime(clockid_t Clock, struct timespec *T) {
  static int (*Real)(clockid_t, struct timespec *);
  if (VirtualClock && Clock == CLOCK_MONOTONIC) {
    T->tv_sec = VirtualNs / 1000000000;
    T->tv_nsec = VirtualNs % 1000000000;
    return 0;
  }
  if (!Real)
    *(void **)&Real = dlsym(RTLD_NEXT, "clock_gettime");
  return Real(Clock, T);
}

static void work(double Ms) {
  if (Ms <= 0)
    return;
  if (VirtualClock) {
    VirtualNs += (long long)(Ms * 1e6);
    return;
  }
  struct timespec T = {(time_t)(Ms / 1000),
                       (long)((Ms - (time_t)(Ms / 1000) * 1000) * 1e6)};
  nanosleep(&T, NULL);
}

/*===- Events -------------------------------------------------------------===*/

typedef struct Site {
  const char *File, *Func;
  int Line, EndLine, FuncLine, FuncEndLine;
  acc_construct_t Construct;
} Site;

/* Routines called outside any construct: no source position. */
static const Site RuntimeApi = {NULL, NULL, 0, 0, 0, 0,
                                acc_construct_runtime_api};

typedef struct Var {
  const char *Name;
  size_t Bytes;
} Var;

static void fire(acc_event_t Ev, const Site *S, long long Async,
                 long long Queue, acc_event_info *EI) {
  acc_prof_info PI;
  memset(&PI, 0, sizeof(PI));
  PI.event_type = Ev;
  PI.valid_bytes = ShortInfo ? (int)offsetof(acc_prof_info, src_file)
                             : (int)sizeof(acc_prof_info);
  PI.version = 202211;
  PI.device_type = acc_device_nvidia;
  PI.device_number = 0;
  PI.thread_id = ThreadId;
  PI.async = Async;
  PI.async_queue = Queue;
  PI.src_file = S->File;
  PI.func_name = S->Func;
  PI.line_no = S->Line;
  PI.end_line_no = S->EndLine;
  PI.func_line_no = S->FuncLine;
  PI.func_end_line_no = S->FuncEndLine;
  EI->event_type = Ev;
  acc_api_info API = {acc_device_api_cuda, sizeof(acc_api_info),
                      acc_device_nvidia, 0, NULL, NULL, NULL};
  for (int I = 0; I < NumCallbacks[Ev]; ++I)
    Callbacks[Ev][I](&PI, EI, &API);
}

static acc_event_info otherInfo(const Site *S, int Implicit) {
  acc_event_info EI;
  memset(&EI, 0, sizeof(EI));
  EI.other_event.valid_bytes = sizeof(acc_other_event_info);
  EI.other_event.parent_construct = S->Construct;
  EI.other_event.implicit = Implicit;
  return EI;
}

static acc_event_info dataInfo(const Site *S, int Implicit, const Var *V) {
  acc_event_info EI;
  memset(&EI, 0, sizeof(EI));
  EI.data_event.valid_bytes = ShortInfo
                                  ? (int)offsetof(acc_data_event_info, host_ptr)
                                  : (int)sizeof(acc_data_event_info);
  EI.data_event.parent_construct = S->Construct;
  EI.data_event.implicit = Implicit;
  EI.data_event.var_name = V->Name;
  EI.data_event.bytes = V->Bytes;
  EI.data_event.host_ptr = V;
  EI.data_event.device_ptr = (const char *)V + 0x10000;
  return EI;
}

/* A start/end pair around Ms of work; the end gets the start's tool_info
   (sec. 5.2.2) unless --no-tool-info. The end event's information is built
   afresh, as a runtime does. */
typedef struct Span {
  acc_event_t End;
  const Site *S;
  long long Async, Queue;
  void *ToolInfo;
} Span;

static Span begin(acc_event_t Start, const Site *S, long long Async,
                  long long Queue, acc_event_info *EI) {
  fire(Start, S, Async, Queue, EI);
  Span Sp = {(acc_event_t)(Start + 1), S, Async, Queue,
             EI->other_event.tool_info};
  return Sp;
}

static void end(const Span *Sp, acc_event_info *EI) {
  EI->other_event.tool_info = NoToolInfo ? NULL : Sp->ToolInfo;
  fire(Sp->End, Sp->S, Sp->Async, Sp->Queue, EI);
}

static void otherSpan(acc_event_t Start, const Site *S, long long Async,
                      long long Queue, int Implicit, double Ms) {
  acc_event_info EI = otherInfo(S, Implicit);
  Span Sp = begin(Start, S, Async, Queue, &EI);
  work(Ms);
  EI = otherInfo(S, Implicit);
  end(&Sp, &EI);
}

static void transfer(acc_event_t Start, const Site *S, long long Async,
                     long long Queue, int Implicit, const Var *V, double Ms) {
  acc_event_info EI = dataInfo(S, Implicit, V);
  Span Sp = begin(Start, S, Async, Queue, &EI);
  work(Ms);
  EI = dataInfo(S, Implicit, V);
  end(&Sp, &EI);
}

static void instant(acc_event_t Ev, const Site *S, int Implicit,
                    const Var *V) {
  acc_event_info EI = dataInfo(S, Implicit, V);
  fire(Ev, S, acc_async_sync, acc_async_sync, &EI);
}

static void launch(const Site *S, long long Async, long long Queue,
                   const char *Kernel, size_t Gangs, size_t Workers,
                   size_t Vector, double Ms) {
  acc_event_info EI;
  memset(&EI, 0, sizeof(EI));
  EI.launch_event.valid_bytes = sizeof(acc_launch_event_info);
  EI.launch_event.parent_construct = S->Construct;
  EI.launch_event.kernel_name = Kernel;
  EI.launch_event.num_gangs = Gangs;
  EI.launch_event.num_workers = Workers;
  EI.launch_event.vector_length = Vector;
  acc_event_info EndEI = EI;
  Span Sp = begin(acc_ev_enqueue_launch_start, S, Async, Queue, &EI);
  work(Ms);
  end(&Sp, &EndEI);
}

/* Data clauses at the entry of a construct: create, allocate and (for
   copyin) upload each variable. */
static void enterData(const Site *S, long long Async, long long Queue,
                      int Implicit, const Var *Vars, int N, int Copyin) {
  acc_event_info EI = otherInfo(S, Implicit);
  Span Sp = begin(acc_ev_enter_data_start, S, Async, Queue, &EI);
  for (int I = 0; I < N; ++I) {
    instant(acc_ev_create, S, Implicit, &Vars[I]);
    instant(acc_ev_alloc, S, Implicit, &Vars[I]);
    if (Copyin)
      transfer(acc_ev_enqueue_upload_start, S, Async, Queue, Implicit,
               &Vars[I], 0);
  }
  EI = otherInfo(S, Implicit);
  end(&Sp, &EI);
}

static void exitData(const Site *S, long long Async, long long Queue,
                     int Implicit, const Var *Vars, int N, int Copyout) {
  acc_event_info EI = otherInfo(S, Implicit);
  Span Sp = begin(acc_ev_exit_data_start, S, Async, Queue, &EI);
  for (int I = 0; I < N; ++I) {
    if (Copyout)
      transfer(acc_ev_enqueue_download_start, S, Async, Queue, Implicit,
               &Vars[I], 0);
    instant(acc_ev_delete, S, Implicit, &Vars[I]);
    instant(acc_ev_free, S, Implicit, &Vars[I]);
  }
  EI = otherInfo(S, Implicit);
  end(&Sp, &EI);
}

static void deviceInit(const Site *S, double Ms) {
  otherSpan(acc_ev_device_init_start, S, acc_async_sync, acc_async_sync, 1,
            Ms);
}

/* A synchronous compute construct with copy(Vars): device init (InitMs,
   when the construct is the first), enter data, a launch (0.1 ms), the
   implicit wait for it (Ms), exit data. */
static void compute(const Site *S, const Var *Vars, int N,
                    const char *Kernel, size_t Gangs, size_t Workers,
                    size_t Vector, double Ms, double InitMs) {
  acc_event_info EI = otherInfo(S, 0);
  Span Sp = begin(acc_ev_compute_construct_start, S, acc_async_sync,
                  acc_async_sync, &EI);
  if (InitMs > 0)
    deviceInit(S, InitMs);
  enterData(S, acc_async_sync, acc_async_sync, 1, Vars, N, 1);
  launch(S, acc_async_sync, acc_async_sync, Kernel, Gangs, Workers, Vector,
         0.1);
  otherSpan(acc_ev_wait_start, S, acc_async_sync, acc_async_sync, 1, Ms);
  exitData(S, acc_async_sync, acc_async_sync, 1, Vars, N, 1);
  EI = otherInfo(S, 0);
  end(&Sp, &EI);
}

/* A compute construct with async(Queue) and copyin(Vars): everything is
   enqueued, nothing waited for. */
static void computeAsync(const Site *S, long long Queue, const Var *Vars,
                         int N, const char *Kernel, size_t Gangs,
                         size_t Workers, size_t Vector) {
  acc_event_info EI = otherInfo(S, 0);
  Span Sp = begin(acc_ev_compute_construct_start, S, Queue, Queue, &EI);
  enterData(S, Queue, Queue, 1, Vars, N, 1);
  launch(S, Queue, Queue, Kernel, Gangs, Workers, Vector, 0);
  exitData(S, Queue, Queue, 1, Vars, N, 0);
  EI = otherInfo(S, 0);
  end(&Sp, &EI);
}

static void shutdown(void) {
  otherSpan(acc_ev_device_shutdown_start, &RuntimeApi, acc_async_sync,
            acc_async_sync, 1, 0);
  acc_event_info EI = otherInfo(&RuntimeApi, 1);
  fire(acc_ev_runtime_shutdown, &RuntimeApi, acc_async_sync, acc_async_sync,
       &EI);
}

/*===- Scenarios ----------------------------------------------------------===*/

static const Site EnterA = {"app.c", "main", 30, 30, 20, 90,
                            acc_construct_enter_data};
static const Site Parallel40 = {"app.c", "main", 40, 44, 20, 90,
                                acc_construct_parallel};
static const Site Update50 = {"app.c", "main", 50, 50, 20, 90,
                              acc_construct_update};
static const Site Async60 = {"app.c", "main", 60, 64, 20, 90,
                             acc_construct_parallel};
static const Site Wait70 = {"app.c", "main", 70, 70, 20, 90,
                            acc_construct_wait};
static const Site ExitA = {"app.c", "main", 80, 80, 20, 90,
                           acc_construct_exit_data};
static const Site Kernels12 = {"helper.c", "smooth", 12, 18, 10, 20,
                               acc_construct_kernels};

static void basic(int Shutdown) {
  Var A = {"a", 4096}, B = {"b", 8192}, C = {"c", 1 << 20}, D = {"d", 100};
  // enter data copyin(a); the first construct starts the device.
  {
    acc_event_info EI = otherInfo(&EnterA, 0);
    Span Sp = begin(acc_ev_enter_data_start, &EnterA, acc_async_sync,
                    acc_async_sync, &EI);
    deviceInit(&EnterA, 2);
    instant(acc_ev_create, &EnterA, 0, &A);
    instant(acc_ev_alloc, &EnterA, 0, &A);
    transfer(acc_ev_enqueue_upload_start, &EnterA, acc_async_sync,
             acc_async_sync, 0, &A, 0);
    EI = otherInfo(&EnterA, 0);
    end(&Sp, &EI);
  }
  for (int I = 0; I < 2; ++I)
    compute(&Parallel40, &B, 1, "main_40_gpu", 256, 1, 128, 40, 0);
  // kernels with two loops, three times; the first loop's gangs vary.
  for (int I = 0; I < 3; ++I) {
    acc_event_info EI = otherInfo(&Kernels12, 0);
    Span Sp = begin(acc_ev_compute_construct_start, &Kernels12,
                    acc_async_sync, acc_async_sync, &EI);
    launch(&Kernels12, acc_async_sync, acc_async_sync, "smooth_13_gpu",
           64 << I, 1, 128, 1);
    launch(&Kernels12, acc_async_sync, acc_async_sync, "smooth_16_gpu", 512,
           4, 32, 1);
    EI = otherInfo(&Kernels12, 0);
    end(&Sp, &EI);
  }
  // update self(a)
  {
    acc_event_info EI = otherInfo(&Update50, 0);
    Span Sp = begin(acc_ev_update_start, &Update50, acc_async_sync,
                    acc_async_sync, &EI);
    transfer(acc_ev_enqueue_download_start, &Update50, acc_async_sync,
             acc_async_sync, 0, &A, 0);
    EI = otherInfo(&Update50, 0);
    end(&Sp, &EI);
  }
  // parallel async(1) copyin(c), twice; wait(1)
  for (int I = 0; I < 2; ++I)
    computeAsync(&Async60, 1, &C, 1, "main_60_gpu", 1024, 1, 256);
  otherSpan(acc_ev_wait_start, &Wait70, 1, 1, 0, 30);
  // acc_copyin(d, 100) outside any construct
  enterData(&RuntimeApi, acc_async_sync, acc_async_sync, 0, &D, 1, 1);
  // exit data copyout(a)
  exitData(&ExitA, acc_async_sync, acc_async_sync, 0, &A, 1, 1);
  if (Shutdown)
    shutdown();
}

static const Site Parallel100 = {"app.c", "main", 100, 104, 95, 120,
                                 acc_construct_parallel};
static const Site Worker30 = {"helper.c", "worker", 30, 34, 25, 50,
                              acc_construct_parallel};
static const Site Wait40 = {"helper.c", "worker", 40, 40, 25, 50,
                            acc_construct_wait};

static void *threadsWorker(void *Arg) {
  (void)Arg;
  ThreadId = 1;
  Var E = {"e", 2048};
  for (int I = 0; I < 3; ++I)
    computeAsync(&Worker30, 2, &E, 1, "worker_30_gpu", 128, 1, 64);
  otherSpan(acc_ev_wait_start, &Wait40, 2, 2, 0, 5);
  return NULL;
}

static void threads(void) {
  Var F = {"f", 512};
  pthread_t T;
  for (int I = 0; I < 3; ++I) {
    compute(&Parallel100, &F, 1, "main_100_gpu", 80, 1, 32, 5, I == 0);
    if (I == 0) // the main thread is host thread 1 in the trace
      pthread_create(&T, NULL, threadsWorker, NULL);
  }
  pthread_join(T, NULL);
  shutdown();
}

enum { StressThreads = 4, StressIterations = 512 };
static const Site Stress10 = {"stress.c", "work", 10, 12, 5, 20,
                              acc_construct_parallel};
static const Site Stress14 = {"stress.c", "work", 14, 16, 5, 20,
                              acc_construct_parallel};

/* Each thread: a synchronous construct and one on a queue of its own. */
static void *stressWorker(void *Arg) {
  ThreadId = (int)(intptr_t)Arg;
  Var G = {"g", 1024}, H = {"h", 2048};
  for (int I = 0; I < StressIterations; ++I) {
    compute(&Stress10, &G, 1, "work_10_gpu", 16, 1, 32, 0, 0);
    computeAsync(&Stress14, ThreadId, &H, 1, "work_14_gpu", 8, 2, 64);
  }
  return NULL;
}

static void stress(void) {
  pthread_t T[StressThreads];
  for (int I = 0; I < StressThreads; ++I)
    pthread_create(&T[I], NULL, stressWorker, (void *)(intptr_t)(I + 1));
  for (int I = 0; I < StressThreads; ++I)
    pthread_join(T[I], NULL);
  shutdown();
}

/* exit() with three spans open: the compute construct, its enter data and
   an upload; the device init inside the construct has ended. */
static void exitOpen(void) {
  Var B = {"b", 8192};
  acc_event_info EI = otherInfo(&Parallel40, 0);
  begin(acc_ev_compute_construct_start, &Parallel40, acc_async_sync,
        acc_async_sync, &EI);
  deviceInit(&Parallel40, 1);
  EI = otherInfo(&Parallel40, 1);
  begin(acc_ev_enter_data_start, &Parallel40, acc_async_sync, acc_async_sync,
        &EI);
  EI = dataInfo(&Parallel40, 1, &B);
  begin(acc_ev_enqueue_upload_start, &Parallel40, acc_async_sync,
        acc_async_sync, &EI);
  fflush(stdout);
  exit(0);
}

static _Atomic int Constructs;

/* Sends constructs until the process ends. */
static void *exitThreadWorker(void *Arg) {
  (void)Arg;
  ThreadId = 1;
  Var G = {"g", 64};
  for (;;) {
    compute(&Stress10, &G, 1, "work_10_gpu", 16, 1, 32, 0, 0);
    ++Constructs;
  }
  return NULL;
}

/* exit() once the other thread has sent 10 constructs, while it sends
   more. */
static void exitThread(void) {
  pthread_t T;
  deviceInit(&RuntimeApi, 0);
  pthread_create(&T, NULL, exitThreadWorker, NULL);
  while (Constructs < 10)
    work(1);
  fflush(stdout);
  exit(0);
}

static const Site Data90 = {"app.c", "main", 90, 99, 20, 120,
                             acc_construct_data};

static void dataConstruct(void) {
  Var A = {"a", 4096};
  for (int I = 0; I < 2; ++I) {
    enterData(&Data90, acc_async_sync, acc_async_sync, 0, &A, 1, 1);
    otherSpan(acc_ev_wait_start, &Data90, acc_async_sync, acc_async_sync, 1,
              3);
    exitData(&Data90, acc_async_sync, acc_async_sync, 0, &A, 1, 1);
  }
  shutdown();
}

static void strings(void) {
  static const Site Odd = {"dir \"quoted\"\\back\tslash\xe2\x82\xac.c",
                           "f\x01", 7, 7, 1, 9, acc_construct_parallel};
  Var V = {"v\"\n\xff\xc3", 16};
  acc_event_info EI = otherInfo(&Odd, 0);
  Span Sp = begin(acc_ev_compute_construct_start, &Odd, acc_async_sync,
                  acc_async_sync, &EI);
  transfer(acc_ev_enqueue_upload_start, &Odd, acc_async_sync,
           acc_async_sync, 0, &V, 0);
  launch(&Odd, acc_async_sync, acc_async_sync, "k\xf0\x9f\x98\x80", 1, 1, 1,
         0);
  EI = otherInfo(&Odd, 0);
  end(&Sp, &EI);
  shutdown();
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s LIBRARY SCENARIO [--no-tool-info] "
                    "[--short-info] [--virtual-clock]\n", argv[0]);
    return 2;
  }
  for (int I = 3; I < argc; ++I) {
    if (!strcmp(argv[I], "--no-tool-info"))
      NoToolInfo = 1;
    else if (!strcmp(argv[I], "--short-info"))
      ShortInfo = 1;
    else if (!strcmp(argv[I], "--virtual-clock"))
      VirtualClock = 1;
  }
  void *Lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!Lib) {
    fprintf(stderr, "driver: %s\n", dlerror());
    return 2;
  }
  void (*Register)(acc_prof_reg, acc_prof_reg, acc_prof_lookup_func);
  *(void **)&Register = dlsym(Lib, "acc_register_library");
  if (!Register) {
    fprintf(stderr, "driver: no acc_register_library in %s\n", argv[1]);
    return 2;
  }
  Register(registerCallback, unregisterCallback, lookup);
  int Total = 0;
  for (int E = 0; E < acc_ev_last; ++E)
    Total += NumCallbacks[E];
  printf("driver: %d callbacks registered\n", Total);
  fflush(stdout);

  const char *Scenario = argv[2];
  if (!strcmp(Scenario, "basic"))
    basic(1);
  else if (!strcmp(Scenario, "no-shutdown"))
    basic(0);
  else if (!strcmp(Scenario, "threads"))
    threads();
  else if (!strcmp(Scenario, "stress"))
    stress();
  else if (!strcmp(Scenario, "exit-open"))
    exitOpen();
  else if (!strcmp(Scenario, "exit-thread"))
    exitThread();
  else if (!strcmp(Scenario, "strings"))
    strings();
  else if (!strcmp(Scenario, "data"))
    dataConstruct();
  else {
    fprintf(stderr, "driver: unknown scenario '%s'\n", Scenario);
    return 2;
  }
  printf("driver: done\n");
  return 0;
}
