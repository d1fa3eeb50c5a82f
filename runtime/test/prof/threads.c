// Several host threads (OpenACC 3.3, sec. 5.5): each thread's events carry
// its own thread_id (0 for the initial thread, then 1, 2, ... in the order
// of their first event) and its own tool_info pairs, while other threads
// register and unregister callbacks (ProfilingRegistry.cpp, rule 6).
//
// RUN: %cc -pthread %s -o %t %libacc
// RUN: %t > %t.out 2> %t.err
// RUN: FileCheck %s --implicit-check-not=mismatch --implicit-check-not='_end thread={{.*}} tool=null' < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// RUN: grep -o 'thread=[0-9]*' %t.out | sort -u | FileCheck %s --check-prefix=IDS
// ERR-NOT: {{.}}
// IDS:      thread=0
// IDS-NEXT: thread=1
// IDS-NEXT: thread=2
// IDS-NEXT: thread=3
// IDS-NEXT: thread=4
// IDS-NOT:  thread=

#include "../Inputs/prof-print.c"

#include <openacc.h>
#include <pthread.h>
#include <stdatomic.h>

enum { Threads = 4, Rounds = 200 };

static atomic_int Churned;
static atomic_int Done;

static void churn(acc_prof_info *PI, acc_event_info *EI, acc_api_info *AI) {
  (void)PI;
  (void)EI;
  (void)AI;
  atomic_fetch_add(&Churned, 1);
}

static void *work(void *Arg) {
  static int Data[Threads][16];
  int I = (int)(long)Arg;
  for (int R = 0; R < Rounds; ++R) {
    acc_wait(I);
    acc_copyin(Data[I], sizeof Data[I]);
    acc_delete(Data[I], sizeof Data[I]);
  }
  atomic_fetch_add(&Done, 1);
  return NULL;
}

int main(void) {
  acc_wait(0); // the initial thread's first event: thread_id 0
  pthread_t T[Threads];
  for (long I = 0; I < Threads; ++I)
    pthread_create(&T[I], NULL, work, (void *)I);
  // Registration churn while the threads emit events.
  while (atomic_load(&Done) < Threads) {
    acc_prof_register(acc_ev_wait_start, churn, acc_reg);
    acc_prof_register(acc_ev_enter_data_end, churn, acc_reg);
    acc_prof_unregister(acc_ev_wait_start, churn, acc_reg);
    acc_prof_unregister(acc_ev_enter_data_end, churn, acc_reg);
  }
  for (int I = 0; I < Threads; ++I)
    pthread_join(T[I], NULL);
  printf("done\n");
  return 0;
}
// CHECK: prof wait_start thread=0 dev=host:0 async=0/0
// CHECK: {{^done$}}
