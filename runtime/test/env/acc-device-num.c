// RUN: %cc %s %libacc -o %t
//
// RUN: env ACC_DEVICE_NUM=0 %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=%if gpu %{NVIDIA-0%} %else %{HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=QUIET --allow-empty --input-file=%t.err %s
// RUN: env ACC_DEVICE_TYPE=host ACC_DEVICE_NUM=0 %t | FileCheck --check-prefix=HOST %s
//
// RUN: env ACC_DEVICE_NUM=abc %t 2>&1 | FileCheck --check-prefix=ABC %s
// RUN: env ACC_DEVICE_NUM=-1 %t 2>&1 | FileCheck --check-prefix=MINUS-1 %s
// RUN: env ACC_DEVICE_NUM=1x %t 2>&1 | FileCheck --check-prefix=ONE-X %s
//
// Without a GPU, the device number a job script sets has nothing to select:
// a warning, and the program runs on the host.
// RUN: %if !gpu %{ env ACC_DEVICE_NUM=1 %t > %t.out 2> %t.err %}
// RUN: %if !gpu %{ FileCheck --check-prefix=HOST --input-file=%t.out %s %}
// RUN: %if !gpu %{ FileCheck --check-prefix=IGNORED --input-file=%t.err %s %}
// RUN: %if gpu %{ env ACC_DEVICE_NUM=999 not %t 2>&1 | FileCheck --check-prefix=NVIDIA-999 %s %}
//
// The host has device 0 only.
// RUN: env ACC_DEVICE_TYPE=host ACC_DEVICE_NUM=1 not %t 2>&1 | FileCheck --check-prefix=HOST-1 %s

// OpenACC 3.3, sec. 4.2: ACC_DEVICE_NUM selects the initial device number.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>

int main(void) {
  printf("type %d, num %d, openmp default is host %d\n", acc_get_device_type(),
         acc_get_device_num(acc_device_current),
         omp_get_default_device() == omp_get_initial_device());
  return 0;
}
// HOST: type 2, num 0, openmp default is host 1
// NVIDIA-0: type 4, num 0, openmp default is host 0
// QUIET-NOT: {{.}}
// ABC: libacc: warning: ignoring invalid value 'abc' of environment variable 'ACC_DEVICE_NUM'; expected a non-negative integer
// MINUS-1: libacc: warning: ignoring invalid value '-1' of environment variable 'ACC_DEVICE_NUM'
// ONE-X: libacc: warning: ignoring invalid value '1x' of environment variable 'ACC_DEVICE_NUM'
// IGNORED: libacc: warning: ignoring environment variable 'ACC_DEVICE_NUM' (1): no NVIDIA GPU is available, running on the host
// NVIDIA-999: libacc: error: environment variable 'ACC_DEVICE_NUM' is 999, but device type 'acc_device_nvidia' has devices 0 to {{[0-9]+}} only
// HOST-1: libacc: error: environment variable 'ACC_DEVICE_NUM' is 1, but device type 'acc_device_host' has device 0 only
