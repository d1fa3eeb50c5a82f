// REQUIRES: host-offload || gpu
// The events that only libomptarget sees, from its OMPT callbacks
// (ProfilingOmpt.cpp; docs/Profiling.md, "Events"): a compute construct's
// inner enter and exit data pairs, the allocations, mappings and copies of
// its data clauses, its kernel launch; the data events inside data, update,
// enter data and exit data constructs and inside libacc's data routines;
// an async compute construct's events on the thread that runs its target
// task, with the construct's site and queue. The program is compiled as
// accc translates (lib/Transform: OpenMP target constructs between the
// profiling hooks, ompx_hold maps for structured data, `nowait depend` on
// the queue's address), for the machine's device (%offload): an NVIDIA GPU
// with the 'gpu' feature, else libomptarget's host plugin, whose devices
// libacc counts as NVIDIA devices and whose OMPT events are the CUDA
// plugin's.
//
// RUN: %cc %offload %s -o %t %libacc
// RUN: env ACC_DEVICE_TYPE=nvidia %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: grep -v '^prof [a-z_]* thread=0 ' %t.out | FileCheck %s --check-prefix=ASYNC
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include "../Inputs/prof-print.c"

#include <openacc.h>

#define HOOK(Call)                                                             \
  do {                                                                         \
    if (__accc_prof_active)                                                    \
      Call;                                                                    \
  } while (0)

static const struct __accc_prof_site Parallel = {
    acc_construct_parallel, 100, 102, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site Data = {
    acc_construct_data, 110, 120, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site Update = {
    acc_construct_update, 112, 112, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site Kernels = {
    acc_construct_kernels, 114, 116, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site EnterData = {
    acc_construct_enter_data, 130, 130, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site ExitData = {
    acc_construct_exit_data, 132, 132, 1, 200, "ompt-events.c", "main"};
static const struct __accc_prof_site Async = {
    acc_construct_parallel, 140, 142, 1, 200, "ompt-events.c", "main"};

enum { N = 256 };
static float A[N], B[N], C[N], D[N];

int main(void) {
  for (int I = 0; I < N; ++I)
    A[I] = I;

  // #pragma acc parallel loop copyin(A) copyout(B) num_gangs(4) vector_length(64)
  printf("compute\n");
  HOOK(__accc_prof_begin(&Parallel, acc_async_sync));
#pragma omp target teams distribute parallel for map(ompx_hold, to : A)      \
    map(ompx_hold, from : B) num_teams(4) thread_limit(64)
  for (int I = 0; I < N; ++I)
    B[I] = 2 * A[I];
  HOOK(__accc_prof_end(&Parallel, acc_async_sync));
  // CHECK-LABEL: {{^compute$}}
  // CHECK-NEXT:  prof registered
  // CHECK-NEXT:  prof compute_construct_start thread=0 dev=nvidia:0 async=-2/-2 src=ompt-events.c func=main line=100-102 fline=1-200 parent=parallel implicit=0 tool=stored
  // CHECK-NEXT:  prof device_init_start
  // CHECK-NEXT:  prof device_init_end
  // CHECK-NEXT:  prof enter_data_start thread=0 dev=nvidia:0 async=-2/-2 src=ompt-events.c func=main line=100-102 fline=1-200 parent=parallel implicit=1 tool=stored api=cuda/nvidia vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/24/40
  // The order of the entries is clang's: B, then A.
  // CHECK-NEXT:  prof alloc thread=0 dev=nvidia:0 async=-2/-2 src=ompt-events.c func=main line=100-102 fline=1-200 parent=parallel implicit=0 tool=null bytes=1024 host=[[B:0x[0-9a-f]+]] devptr=[[DB:0x[0-9a-f]+]] var=B api=cuda/nvidia vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/56/40
  // CHECK-NEXT:  prof create thread=0 {{.*}} parent=parallel implicit=0 tool=null bytes=1024 host=[[B]] devptr=[[DB]] var=B
  // CHECK-NEXT:  prof alloc {{.*}} bytes=1024 host=[[A:0x[0-9a-f]+]] devptr=[[DA:0x[0-9a-f]+]] var=A
  // CHECK-NEXT:  prof create {{.*}} bytes=1024 host=[[A]] devptr=[[DA]] var=A
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 dev=nvidia:0 async=-2/-2 src=ompt-events.c {{.*}} parent=parallel implicit=0 tool=stored bytes=1024 host=[[A]] devptr=[[DA]] var=A
  // CHECK-NEXT:  prof enqueue_upload_end {{.*}} tool=match bytes=1024 host=[[A]] devptr=[[DA]] var=A
  // CHECK-NEXT:  prof enter_data_end thread=0 {{.*}} parent=parallel implicit=1 tool=match
  // CHECK-NEXT:  prof enqueue_launch_start thread=0 dev=nvidia:0 async=-2/-2 src=ompt-events.c func=main line=100-102 fline=1-200 parent=parallel implicit=0 tool=stored kernel=__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_main_l{{[0-9]+}} gangs=4 workers=1 vector=64 api=cuda/nvidia vendor=0x61636363 handles=(nil)/(nil)/(nil) valid=72/56/40
  // CHECK-NEXT:  prof enqueue_launch_end {{.*}} tool=match kernel=__omp_offloading_{{.*}} gangs=4 workers=1 vector=64
  // CHECK-NEXT:  prof exit_data_start thread=0 {{.*}} parent=parallel implicit=1 tool=stored
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} parent=parallel implicit=0 tool=stored bytes=1024 host=[[B]] devptr=[[DB]] var=B
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} tool=match bytes=1024 host=[[B]] devptr=[[DB]] var=B
  // CHECK-NEXT:  prof delete {{.*}} parent=parallel implicit=0 tool=null bytes=1024 host=[[A]] devptr=[[DA]] var=A
  // CHECK-NEXT:  prof free {{.*}} bytes=1024 host=[[A]] devptr=[[DA]] var=A
  // CHECK-NEXT:  prof delete {{.*}} bytes=1024 host=[[B]] devptr=[[DB]] var=B
  // CHECK-NEXT:  prof free {{.*}} bytes=1024 host=[[B]] devptr=[[DB]] var=B
  // CHECK-NEXT:  prof exit_data_end thread=0 {{.*}} parent=parallel implicit=1 tool=match
  // CHECK-NEXT:  prof compute_construct_end thread=0 {{.*}} parent=parallel implicit=0 tool=match

  // #pragma acc data copy(A)
  // { #pragma acc update self(A)
  //   #pragma acc kernels present(A) }
  printf("data\n");
  HOOK(__accc_prof_begin(&Data, acc_async_sync));
#pragma omp target data map(ompx_hold, tofrom : A)
  {
    HOOK(__accc_prof_data_entered(&Data));
    HOOK(__accc_prof_begin(&Update, acc_async_sync));
#pragma omp target update from(A)
    HOOK(__accc_prof_end(&Update, acc_async_sync));
    HOOK(__accc_prof_begin(&Kernels, acc_async_sync));
#pragma omp target teams map(ompx_hold, present, alloc : A) num_teams(1)      \
    thread_limit(1)
    A[0] += 1;
    HOOK(__accc_prof_end(&Kernels, acc_async_sync));
    HOOK(__accc_prof_data_exiting(&Data));
  }
  HOOK(__accc_prof_end(&Data, acc_async_sync));
  // CHECK-LABEL: {{^data$}}
  // CHECK-NEXT:  prof enter_data_start thread=0 {{.*}} line=110-120 fline=1-200 parent=data implicit=0 tool=stored
  // CHECK-NEXT:  prof alloc {{.*}} line=110-120 {{.*}} parent=data implicit=0 tool=null bytes=1024 host=[[A]] devptr=[[DA2:0x[0-9a-f]+]] var=A
  // CHECK-NEXT:  prof create {{.*}} parent=data {{.*}} bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof enqueue_upload_start {{.*}} parent=data {{.*}} bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof enqueue_upload_end {{.*}} parent=data
  // CHECK-NEXT:  prof enter_data_end {{.*}} parent=data implicit=0 tool=match
  // CHECK-NEXT:  prof update_start {{.*}} line=112-112 {{.*}} parent=update
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} line=112-112 {{.*}} parent=update implicit=0 tool=stored bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} parent=update {{.*}} tool=match
  // CHECK-NEXT:  prof update_end {{.*}} parent=update
  // Present data: the inner pairs hold no data event.
  // CHECK-NEXT:  prof compute_construct_start {{.*}} line=114-116 {{.*}} parent=kernels
  // CHECK-NEXT:  prof enter_data_start {{.*}} line=114-116 {{.*}} parent=kernels implicit=1
  // CHECK-NEXT:  prof enter_data_end {{.*}} parent=kernels implicit=1
  // CHECK-NEXT:  prof enqueue_launch_start {{.*}} parent=kernels {{.*}} kernel=__omp_offloading_{{.*}} gangs=1 workers=1 vector=1
  // CHECK-NEXT:  prof enqueue_launch_end {{.*}} parent=kernels
  // CHECK-NEXT:  prof exit_data_start {{.*}} parent=kernels implicit=1
  // CHECK-NEXT:  prof exit_data_end {{.*}} parent=kernels implicit=1
  // CHECK-NEXT:  prof compute_construct_end {{.*}} parent=kernels
  // CHECK-NEXT:  prof exit_data_start {{.*}} line=110-120 {{.*}} parent=data
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} parent=data {{.*}} bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} parent=data
  // CHECK-NEXT:  prof delete {{.*}} parent=data {{.*}} bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof free {{.*}} parent=data {{.*}} bytes=1024 host=[[A]] devptr=[[DA2]] var=A
  // CHECK-NEXT:  prof exit_data_end {{.*}} parent=data

  // #pragma acc enter data create(C[0:N/2])  /  exit data copyout(C[0:N/2])
  printf("enter exit\n");
  HOOK(__accc_prof_begin(&EnterData, acc_async_sync));
#pragma omp target enter data map(alloc : C[0 : N / 2])
  HOOK(__accc_prof_end(&EnterData, acc_async_sync));
  HOOK(__accc_prof_begin(&ExitData, acc_async_sync));
#pragma omp target exit data map(from : C[0 : N / 2])
  HOOK(__accc_prof_end(&ExitData, acc_async_sync));
  // CHECK-LABEL: {{^enter exit$}}
  // CHECK-NEXT:  prof enter_data_start {{.*}} line=130-130 {{.*}} parent=enter_data
  // CHECK-NEXT:  prof alloc {{.*}} parent=enter_data {{.*}} bytes=512 host=[[C:0x[0-9a-f]+]] devptr=[[DC:0x[0-9a-f]+]] var=C[0:N / 2]
  // CHECK-NEXT:  prof create {{.*}} parent=enter_data {{.*}} bytes=512 host=[[C]] devptr=[[DC]] var=C[0:N / 2]
  // CHECK-NEXT:  prof enter_data_end {{.*}} parent=enter_data
  // CHECK-NEXT:  prof exit_data_start {{.*}} line=132-132 {{.*}} parent=exit_data
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} parent=exit_data {{.*}} bytes=512 host=[[C]] devptr=[[DC]] var=C[0:N / 2]
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} parent=exit_data
  // CHECK-NEXT:  prof delete {{.*}} parent=exit_data {{.*}} bytes=512 host=[[C]] devptr=[[DC]] var=C[0:N / 2]
  // CHECK-NEXT:  prof free {{.*}} parent=exit_data
  // CHECK-NEXT:  prof exit_data_end {{.*}} parent=exit_data

  // #pragma acc parallel loop copyin(A) copyout(D) async(3)
  // #pragma acc wait(3)
  printf("async\n");
  HOOK(__accc_prof_begin(&Async, 3));
#pragma omp target teams distribute parallel for map(ompx_hold, to : A)      \
    map(ompx_hold, from : D) nowait depend(inout : *__accc_queue(3))
  for (int I = 0; I < N; ++I)
    D[I] = 2 * A[I];
  HOOK(__accc_prof_end(&Async, 3));
  acc_wait(3);
  fflush(stdout);
  // The construct's own pair and the wait come from the encountering
  // thread, the rest from the thread that runs its target task, with the
  // construct's site and queue (the second FileCheck run checks the events
  // of the other threads, in their order). libomptarget may free the data
  // after exit_data_end, when it finds the kernel done, on the thread that
  // checks.
  // CHECK-LABEL: {{^async$}}
  // CHECK-NEXT:  prof compute_construct_start thread=0 dev=nvidia:0 async=3/3 {{.*}} line=140-142
  // CHECK-DAG:   prof compute_construct_end thread=0 dev=nvidia:0 async=3/3 {{.*}} line=140-142
  // CHECK-DAG:   prof wait_start thread=0 dev=nvidia:0 async=3/3 src=(null)
  // CHECK:       prof wait_end thread=0 dev=nvidia:0 async=3/3
  // ASYNC:       prof enter_data_start thread=[[T:[1-9][0-9]*]] dev=nvidia:0 async=3/3 src=ompt-events.c func=main line=140-142 fline=1-200 parent=parallel implicit=1 tool=stored
  // ASYNC-NEXT:  prof alloc thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} line=140-142 {{.*}} parent=parallel {{.*}} host=[[D:0x[0-9a-f]+]] devptr=[[DD:0x[0-9a-f]+]] var=D
  // ASYNC-NEXT:  prof create thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} host=[[D]] devptr=[[DD]] var=D
  // ASYNC-NEXT:  prof alloc thread=[[T]] {{.*}} host=[[A:0x[0-9a-f]+]] devptr=[[DA:0x[0-9a-f]+]] var=A
  // ASYNC-NEXT:  prof create thread=[[T]] {{.*}} host=[[A]] devptr=[[DA]] var=A
  // ASYNC-NEXT:  prof enqueue_upload_start thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} tool=stored {{.*}} host=[[A]] devptr=[[DA]] var=A
  // ASYNC-NEXT:  prof enqueue_upload_end thread=[[T]] {{.*}} tool=match
  // ASYNC-NEXT:  prof enter_data_end thread=[[T]] {{.*}} implicit=1 tool=match
  // No num_gangs or vector_length: 0 on the host plugin, the grid launched
  // on a GPU with CUPTI (launch-geometry.c), the same in both events.
  // ASYNC-NEXT:  prof enqueue_launch_start thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} parent=parallel implicit=0 tool=stored kernel=__omp_offloading_{{.*}} gangs=[[G:[0-9]+]] workers=1 vector=[[V:[0-9]+]]
  // ASYNC-NEXT:  prof enqueue_launch_end thread=[[T]] {{.*}} tool=match {{.*}} gangs=[[G]] workers=1 vector=[[V]]
  // ASYNC-NEXT:  prof exit_data_start thread=[[T]] {{.*}} implicit=1 tool=stored
  // ASYNC-NEXT:  prof enqueue_download_start thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} host=[[D]] devptr=[[DD]] var=D
  // ASYNC-NEXT:  prof enqueue_download_end thread=[[T]] {{.*}} tool=match
  // ASYNC-DAG:   prof exit_data_end thread=[[T]] dev=nvidia:0 async=3/3 {{.*}} parent=parallel implicit=1 tool=match
  // ASYNC-DAG:   prof delete thread={{[1-9][0-9]*}} dev=nvidia:0 async=3/3 {{.*}} line=140-142 {{.*}} host=[[A]] devptr=[[DA]] var=A
  // ASYNC-DAG:   prof free thread={{[1-9][0-9]*}} dev=nvidia:0 async=3/3 {{.*}} host=[[A]] devptr=[[DA]] var=A
  // ASYNC-DAG:   prof delete thread={{[1-9][0-9]*}} dev=nvidia:0 async=3/3 {{.*}} line=140-142 {{.*}} host=[[D]] devptr=[[DD]] var=D
  // ASYNC-DAG:   prof free thread={{[1-9][0-9]*}} dev=nvidia:0 async=3/3 {{.*}} host=[[D]] devptr=[[DD]] var=D
  // ASYNC:       {{^routines$}}
  // ASYNC-NOT:   thread=

  // libacc's routines: their own pairs, libomptarget's data events inside,
  // nothing twice (acc_malloc and acc_memcpy_to_device report their own).
  printf("routines\n");
  acc_copyin(C, sizeof C);
  acc_copyout(C, sizeof C);
  acc_copyin_async(C, sizeof C, 1);
  acc_wait(1);
  acc_delete(C, sizeof C);
  void *P = acc_malloc(64);
  acc_memcpy_to_device(P, C, 64);
  acc_free(P);
  // CHECK-LABEL: {{^routines$}}
  // CHECK-NEXT:  prof enter_data_start thread=0 dev=nvidia:0 async=-2/-2 src=(null) {{.*}} parent=runtime_api
  // CHECK-NEXT:  prof alloc thread=0 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[C]] devptr=[[DC2:0x[0-9a-f]+]] var=(null)
  // CHECK-NEXT:  prof create thread=0 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[C]] devptr=[[DC2]] var=(null)
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[C]] devptr=[[DC2]]
  // CHECK-NEXT:  prof enqueue_upload_end
  // CHECK-NEXT:  prof enter_data_end
  // CHECK-NEXT:  prof exit_data_start thread=0
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} bytes=1024 host=[[C]] devptr=[[DC2]]
  // CHECK-NEXT:  prof enqueue_download_end
  // CHECK-NEXT:  prof delete thread=0 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[C]] devptr=[[DC2]]
  // CHECK-NEXT:  prof free thread=0
  // CHECK-NEXT:  prof exit_data_end
  // acc_copyin_async: the mapping at once, the copy on queue 1 (libacc's
  // pair around its enqueueing, the copy itself unreported).
  // CHECK-NEXT:  prof enter_data_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof alloc thread=0 dev=nvidia:0 async=1/1 {{.*}} bytes=1024 host=[[C]]
  // CHECK-NEXT:  prof create thread=0 dev=nvidia:0 async=1/1 {{.*}} bytes=1024 host=[[C]]
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof enqueue_upload_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof enter_data_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof exit_data_start thread=0 dev=nvidia:0 async=-2/-2
  // CHECK-NEXT:  prof delete thread=0 {{.*}} bytes=1024 host=[[C]]
  // CHECK-NEXT:  prof free thread=0 {{.*}} bytes=1024 host=[[C]]
  // CHECK-NEXT:  prof exit_data_end
  // CHECK-NEXT:  prof alloc thread=0 {{.*}} bytes=64 host=(nil) devptr=[[P:0x[0-9a-f]+]]
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 {{.*}} bytes=64 host=[[C]] devptr=[[P]]
  // CHECK-NEXT:  prof enqueue_upload_end
  // CHECK-NEXT:  prof free thread=0 {{.*}} bytes=64 host=(nil) devptr=[[P]]
  // CHECK-NEXT:  prof runtime_shutdown
  return B[N - 1] == 2 * (N - 1) && D[N - 1] == 2 * (N - 1) ? 0 : 1;
}
