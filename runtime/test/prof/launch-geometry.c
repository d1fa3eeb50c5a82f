// REQUIRES: host-offload || gpu
// The launch events' num_gangs and vector_length (ProfilingOmpt.cpp, rule
// 8; ProfilingCupti.cpp): on a GPU whose CUDA installation has CUPTI, the
// grid launched (libomptarget's plugin chooses the blocks where the
// construct has no num_gangs, and the threads where it has no
// vector_length), checked against what each kernel's own gangs see
// (omp_get_num_teams, omp_get_num_threads); without CUPTI
// (ACCC_CUPTI_LIBRARY=none, or the host plugin's devices) the values the
// launch asks for, 0 where it leaves them to libomptarget.
//
// RUN: %cc %offload %s -o %t %libacc
// RUN: env ACC_DEVICE_TYPE=nvidia ACCC_CUPTI_LIBRARY=none %t | FileCheck %s --check-prefix=ASKED
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=nvidia %t | FileCheck %s --check-prefix=LAUNCHED %}

#include <acc_prof.h>
#include <omp.h>
#include <openacc.h>
#include <stdio.h>

enum { N = 1 << 20 };
static float A[N];
static size_t Gangs, Vector;
static int Launches;

static void onLaunch(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)PI, (void)AI;
  Gangs = EI->launch_event.num_gangs;
  Vector = EI->launch_event.vector_length;
  ++Launches;
}

static void report(const char *What, int Teams, int Threads) {
  printf("%s: event gangs=%zu vector=%zu kernel teams=%d threads=%d\n", What,
         Gangs, Vector, Teams, Threads);
}

int main(void) {
  acc_prof_register(acc_ev_enqueue_launch_start, onLaunch, acc_reg);
  int Teams = 0, Threads = 0;

  // #pragma acc parallel loop num_gangs(7) vector_length(64)
#pragma omp target teams distribute parallel for map(tofrom : Teams, Threads) \
    num_teams(7) thread_limit(64)
  for (int I = 0; I < N; ++I) {
    if (I == 0) {
      Teams = omp_get_num_teams();
      Threads = omp_get_num_threads();
    }
    A[I] = I;
  }
  report("sized", Teams, Threads);
  // ASKED: sized: event gangs=7 vector=64
  // LAUNCHED: sized: event gangs=7 vector=64 kernel teams=7 threads=64

  // #pragma acc parallel loop (the grid left to libomptarget)
#pragma omp target teams distribute parallel for map(tofrom : Teams, Threads)
  for (int I = 0; I < N; ++I) {
    if (I == 0) {
      Teams = omp_get_num_teams();
      Threads = omp_get_num_threads();
    }
    A[I] += 1;
  }
  report("chosen", Teams, Threads);
  // ASKED: chosen: event gangs=0 vector=0
  // LAUNCHED: chosen: event gangs=[[G:[1-9][0-9]*]] vector=[[V:[1-9][0-9]*]] kernel teams=[[G]] threads=[[V]]

  // #pragma acc parallel num_gangs(3) vector_length(32): code of the gang
  // between loops makes a generic-mode kernel (the H100 launched 32
  // threads for it, as asked).
#pragma omp target teams map(tofrom : Teams) num_teams(3) thread_limit(32)
  {
    if (omp_get_team_num() == 0)
      Teams = omp_get_num_teams();
#pragma omp parallel for
    for (int I = 0; I < N; ++I)
      A[I] *= 2;
  }
  report("generic", Teams, 0);
  // ASKED: generic: event gangs=3 vector=32
  // LAUNCHED: generic: event gangs=3 vector=32 kernel teams=3

  printf("launches=%d\n", Launches);
  // ASKED: launches=3
  // LAUNCHED: launches=3
  return 0;
}
