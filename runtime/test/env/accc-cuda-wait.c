// RUN: %cc %s %libacc -o %t
//
// Valid values are accepted quietly, at load time like the OpenACC variables.
// RUN: env ACCC_CUDA_WAIT=auto %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_CUDA_WAIT=spin %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_CUDA_WAIT=yield %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_CUDA_WAIT=blocking %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// RUN: env ACCC_CUDA_WAIT= %t 2>&1 | FileCheck --check-prefix=QUIET --allow-empty %s
// QUIET-NOT: {{.}}
//
// RUN: env ACCC_CUDA_WAIT=fast %t 2>&1 | FileCheck --check-prefix=FAST %s
// RUN: env ACCC_CUDA_WAIT=SPIN %t 2>&1 | FileCheck --check-prefix=UPPER %s
// FAST: libacc: warning: ignoring invalid value 'fast' of environment variable 'ACCC_CUDA_WAIT'; expected 'auto', 'spin', 'yield' or 'blocking'
// UPPER: libacc: warning: ignoring invalid value 'SPIN' of environment variable 'ACCC_CUDA_WAIT'

// accc's ACCC_CUDA_WAIT (runtime/src/Env.cpp, GpuStartup.cpp): how the host
// waits for the GPU. Which policy a context gets needs a GPU (docs/
// performance.md, "Waiting for the GPU"); the value is checked everywhere.

int main(void) { return 0; }
