// REQUIRES: host-offload || gpu
// The events libacc's routines emit on an NVIDIA GPU (docs/Profiling.md,
// "Events"): besides the pairs of the host, the alloc, create, upload,
// download, delete and free of the mappings they make, which libomptarget
// reports (OMPT, ProfilingOmpt.cpp), acc_ev_alloc / acc_ev_free of
// acc_malloc / acc_free, upload and download pairs of libacc's own copies,
// acc_ev_create / acc_ev_delete of acc_map_data / acc_unmap_data, the
// implicit initialization of the GPU inside the first data routine,
// device_api cuda. Without the 'gpu' feature the program offloads to
// libomptarget's host plugin (%offload), whose devices libacc counts as
// NVIDIA devices: the same events.
//
// RUN: %cc %offload %s -o %t %libacc
// RUN: env ACC_DEVICE_TYPE=nvidia %t > %t.out 2> %t.err
// RUN: FileCheck %s < %t.out
// RUN: FileCheck %s --check-prefix=ERR --allow-empty < %t.err
// ERR-NOT: {{.}}

#include "../Inputs/prof-print.c"

#include <openacc.h>

enum { N = 256 };
static int A[N], B[N], C[N];

// An offload image of this program, so that libomptarget counts the
// devices of %offload.
#pragma omp declare target
int Anchor = 1;
#pragma omp end declare target

int main(void) {
  printf("copyin\n");
  acc_copyin(A, sizeof A);
  printf("A=%p dev=%p\n", (void *)A, acc_deviceptr(A));
  acc_copyin(A, sizeof A);
  // CHECK-LABEL: {{^copyin$}}
  // CHECK-NEXT:  prof registered
  // CHECK-NEXT:  prof enter_data_start thread=0 dev=nvidia:0 async=-2/-2 src=(null) func=(null) line=0-0 fline=0-0 parent=runtime_api implicit=0 tool=stored api=cuda/nvidia
  // CHECK-NEXT:  prof device_init_start thread=0 dev=nvidia:0 {{.*}} implicit=1 tool=stored api=cuda/nvidia
  // CHECK-NEXT:  prof device_init_end thread=0 dev=nvidia:0 {{.*}} implicit=1 tool=match api=cuda/nvidia
  // CHECK-NEXT:  prof alloc thread=0 dev=nvidia:0 async=-2/-2 {{.*}} parent=runtime_api implicit=0 tool=null bytes=1024 host=[[A:0x[0-9a-f]+]] devptr=[[DA:0x[0-9a-f]+]] var=(null) api=cuda/nvidia
  // CHECK-NEXT:  prof create thread=0 dev=nvidia:0 async=-2/-2 {{.*}} parent=runtime_api implicit=0 tool=null bytes=1024 host=[[A]] devptr=[[DA]] var=(null) api=cuda/nvidia
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 dev=nvidia:0 async=-2/-2 {{.*}} parent=runtime_api implicit=0 tool=stored bytes=1024 host=[[A]] devptr=[[DA]] var=(null) api=cuda/nvidia
  // CHECK-NEXT:  prof enqueue_upload_end thread=0 dev=nvidia:0 {{.*}} tool=match bytes=1024 host=[[A]] devptr=[[DA]]
  // CHECK-NEXT:  prof enter_data_end thread=0 dev=nvidia:0 {{.*}} tool=match api=cuda/nvidia
  // CHECK-NEXT:  A=[[A]] dev=[[DA]]
  // Present already: no create.
  // CHECK-NEXT:  prof enter_data_start
  // CHECK-NEXT:  prof enter_data_end

  printf("exit\n");
  acc_update_self(A, sizeof A);
  acc_copyout(A, sizeof A);
  acc_delete(A, sizeof A);
  // CHECK-NEXT:  {{^exit$}}
  // CHECK-NEXT:  prof update_start thread=0 dev=nvidia:0
  // CHECK-NEXT:  prof enqueue_download_start thread=0 dev=nvidia:0 {{.*}} bytes=1024 host=[[A]] devptr=[[DA]]
  // CHECK-NEXT:  prof enqueue_download_end thread=0 dev=nvidia:0
  // CHECK-NEXT:  prof update_end thread=0 dev=nvidia:0
  // Copied in twice: acc_copyout only counts down.
  // CHECK-NEXT:  prof exit_data_start
  // CHECK-NEXT:  prof exit_data_end
  // CHECK-NEXT:  prof exit_data_start
  // CHECK-NEXT:  prof delete thread=0 dev=nvidia:0 async=-2/-2 {{.*}} bytes=1024 host=[[A]] devptr=[[DA]]
  // CHECK-NEXT:  prof free thread=0 dev=nvidia:0 async=-2/-2 {{.*}} bytes=1024 host=[[A]] devptr=[[DA]]
  // CHECK-NEXT:  prof exit_data_end

  printf("async\n");
  acc_copyin_async(B, sizeof B, 1);
  acc_wait(1);
  acc_copyout_async(B, sizeof B, 1);
  acc_wait(1);
  // CHECK-NEXT:  {{^async$}}
  // CHECK-NEXT:  prof enter_data_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof alloc thread=0 dev=nvidia:0 async=1/1 {{.*}} bytes=1024 host=[[B:0x[0-9a-f]+]] devptr=[[DB:0x[0-9a-f]+]]
  // CHECK-NEXT:  prof create thread=0 dev=nvidia:0 async=1/1 {{.*}} bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof enqueue_upload_start thread=0 dev=nvidia:0 async=1/1 {{.*}} tool=stored bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof enqueue_upload_end thread=0 dev=nvidia:0 async=1/1 {{.*}} tool=match bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof enter_data_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof exit_data_start thread=0 dev=nvidia:0 async=1/1
  // The counts change when the routine is called (AsyncData.cpp, rule 3):
  // the calling thread waits for the queue, then copies and removes the
  // mapping itself.
  // CHECK-NEXT:  prof enqueue_download_start thread=0 dev=nvidia:0 async=1/1 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof enqueue_download_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof delete thread=0 dev=nvidia:0 async=1/1 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof free thread=0 dev=nvidia:0 async=1/1 {{.*}} parent=runtime_api {{.*}} bytes=1024 host=[[B]] devptr=[[DB]]
  // CHECK-NEXT:  prof exit_data_end thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_start thread=0 dev=nvidia:0 async=1/1
  // CHECK-NEXT:  prof wait_end thread=0 dev=nvidia:0 async=1/1

  printf("memory\n");
  void *D = acc_malloc(sizeof C);
  acc_memcpy_to_device(D, C, sizeof C);
  acc_memcpy_from_device(C, D, sizeof C);
  acc_memcpy_to_device_async(D, C, sizeof C, 2);
  acc_memcpy_from_device_async(C, D, sizeof C, 2);
  acc_wait(2);
  acc_map_data(C, D, sizeof C);
  acc_unmap_data(C);
  acc_free(D);
  // CHECK-NEXT:  {{^memory$}}
  // CHECK-NEXT:  prof alloc thread=0 dev=nvidia:0 {{.*}} bytes=1024 host=(nil) devptr=[[D:0x[0-9a-f]+]] var=(null) api=cuda/nvidia
  // CHECK-NEXT:  prof enqueue_upload_start {{.*}} async=-2/-2 {{.*}} bytes=1024 host=[[C:0x[0-9a-f]+]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_upload_end {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} async=-2/-2 {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_upload_start {{.*}} async=2/2 {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_upload_end {{.*}} async=2/2
  // CHECK-NEXT:  prof enqueue_download_start {{.*}} async=2/2 {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enqueue_download_end {{.*}} async=2/2
  // CHECK-NEXT:  prof wait_start
  // CHECK-NEXT:  prof wait_end
  // CHECK-NEXT:  prof enter_data_start
  // CHECK-NEXT:  prof create {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof enter_data_end
  // CHECK-NEXT:  prof exit_data_start
  // CHECK-NEXT:  prof delete {{.*}} bytes=1024 host=[[C]] devptr=[[D]]
  // CHECK-NEXT:  prof exit_data_end
  // CHECK-NEXT:  prof free thread=0 dev=nvidia:0 {{.*}} implicit=0 tool=null bytes=1024 host=(nil) devptr=[[D]]

  printf("shutdown\n");
  void *E = acc_malloc(64);
  acc_shutdown_device(0, acc_device_nvidia);
  // CHECK-NEXT:  {{^shutdown$}}
  // CHECK-NEXT:  prof alloc {{.*}} bytes=64 host=(nil) devptr=[[E:0x[0-9a-f]+]]
  // CHECK-NEXT:  prof device_shutdown_start thread=0 dev=nvidia:0 {{.*}} api=cuda/nvidia
  // CHECK-NEXT:  prof free thread=0 dev=nvidia:0 {{.*}} implicit=1 tool=null bytes=64 host=(nil) devptr=[[E]]
  // CHECK-NEXT:  prof device_shutdown_end thread=0 dev=nvidia:0
  // CHECK-NEXT:  prof runtime_shutdown thread=0 dev=nvidia:0
  (void)E;
  return 0;
}
