// RUN: %cc %s %libacc -o %t
//
// RUN: env ACC_DEVICE_TYPE=host %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=HOST --input-file=%t.out %s
// RUN: FileCheck --check-prefix=QUIET --allow-empty --input-file=%t.err %s
// RUN: env ACC_DEVICE_TYPE=HoSt %t | FileCheck --check-prefix=HOST %s
//
// RUN: env ACC_DEVICE_TYPE=default %t | FileCheck --check-prefix=%if gpu %{NVIDIA%} %else %{HOST%} %s
// RUN: env ACC_DEVICE_TYPE= %t | FileCheck --check-prefix=%if gpu %{NVIDIA%} %else %{HOST%} %s
//
// RUN: env ACC_DEVICE_TYPE=bogus %t > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=%if gpu %{NVIDIA%} %else %{HOST%} --input-file=%t.out %s
// RUN: FileCheck --check-prefix=BOGUS --input-file=%t.err %s
// The variable is read when libacc is loaded, even if no acc_* routine runs.
// RUN: env ACC_DEVICE_TYPE=bogus %t no-calls 2>&1 | FileCheck --check-prefix=BOGUS %s
//
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=nvidia %t | FileCheck --check-prefix=NVIDIA %s %}
// RUN: %if gpu %{ env ACC_DEVICE_TYPE=NOT_HOST %t | FileCheck --check-prefix=NVIDIA %s %}
// RUN: %if !gpu %{ env ACC_DEVICE_TYPE=nvidia not %t > %t.out 2> %t.err %}
// RUN: %if !gpu %{ FileCheck --check-prefix=NO-NVIDIA --input-file=%t.err %s %}
// RUN: %if !gpu %{ FileCheck --check-prefix=NOTHING --allow-empty --input-file=%t.out %s %}
// RUN: %if !gpu %{ env ACC_DEVICE_TYPE=not_host not %t 2>&1 | FileCheck --check-prefix=NO-NOT-HOST %s %}
// RUN: env ACC_DEVICE_TYPE=radeon not %t 2>&1 | FileCheck --check-prefix=RADEON %s

// OpenACC 3.3, sec. 4.1: ACC_DEVICE_TYPE selects the initial device type.

#include <omp.h>
#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "no-calls"))
    return 0;
  int OnHost = -1;
#pragma omp target map(from : OnHost)
  OnHost = omp_is_initial_device();
  printf("type %d, num %d, openmp default is host %d, region on host %d\n",
         acc_get_device_type(), acc_get_device_num(acc_device_current),
         omp_get_default_device() == omp_get_initial_device(), OnHost);
  return 0;
}
// acc_device_host is 2, acc_device_nvidia 4.
// HOST: type 2, num 0, openmp default is host 1, region on host 1
// NVIDIA: type 4, num 0, openmp default is host 0
// QUIET-NOT: {{.}}
// NOTHING-NOT: {{.}}
// BOGUS: libacc: warning: ignoring invalid value 'bogus' of environment variable 'ACC_DEVICE_TYPE'; expected 'host', 'nvidia', 'not_host' or 'default'
// NO-NVIDIA: libacc: error: environment variable 'ACC_DEVICE_TYPE' selects device type 'acc_device_nvidia', but no NVIDIA GPU is available to this program
// NO-NOT-HOST: libacc: error: environment variable 'ACC_DEVICE_TYPE' selects device type 'acc_device_not_host', but no NVIDIA GPU is available to this program
// RADEON: libacc: error: environment variable 'ACC_DEVICE_TYPE' selects device type 'acc_device_radeon', which libacc does not support
